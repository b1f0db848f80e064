import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { EconomySettings } from "../../../contract/admin-economy";
import { MAX_IMAGE_GRACE_MS } from "../../../contract/question-clock";
import {
  type FieldSpec,
  type FieldValues,
  inputTextOf,
  parseFields,
  SpecFields,
  useSpecForm,
} from "../../components/admin/spec-fields";
import { FormActions } from "../../components/form-actions";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { EconomyPreview } from "./economy-preview";
import { PaidPlayRegionsSection } from "./paid-play-regions-form";
import { economySettingsQuery, useSaveEconomySettings } from "./settings-api";
import { SupportAddressSection } from "./support-address-form";
import "../../components/admin/admin-lists.css";
import "./admin-game.css";

type SettingKey = keyof EconomySettings;

/** worker/domain/run-settings.ts and economy-settings.ts bounds; the server checks them again. */
const groups: { legend: string; specs: FieldSpec<SettingKey>[] }[] = [
  {
    legend: "A run",
    specs: [
      { key: "questionsPerRun", label: "Questions per run", kind: "count", min: 1, max: 50 },
      {
        key: "coinsPerCorrect",
        label: "Coins per correct answer",
        kind: "count",
        min: 0,
        max: 10_000,
      },
      {
        key: "couponEvery",
        label: "Correct answers per coupon",
        hint: "A coupon is won at every this many correct answers in a run. 1 to 50",
        kind: "count",
        min: 1,
        max: 50,
      },
      { key: "couponValuePaise", label: "Coupon value", kind: "rupees", min: 0, max: 1_000_000 },
    ],
  },
  {
    legend: "Tries",
    specs: [
      { key: "tryPricePaise", label: "Price of one try", kind: "rupees", min: 0, max: 1_000_000 },
      { key: "freeTriesPerDay", label: "Free tries per day", kind: "count", min: 0, max: 10 },
      {
        key: "dayTimeZone",
        label: "Time zone of the day",
        hint: "Where a day starts for the free tries and the charts: an IANA name, e.g. Asia/Kolkata",
        kind: "text",
        maxLength: 64,
      },
    ],
  },
  {
    legend: "Offers",
    specs: [
      {
        key: "firstDepositMinPaise",
        label: "First deposit that earns the bonus, at least",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
      {
        key: "firstDepositBonusPaise",
        label: "First-deposit bonus",
        hint: "Once per person, on their first deposit; ₹0.00 offers none. ₹0.00 to ₹10,000.00",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
      {
        key: "referralRewardPaise",
        label: "Referral reward",
        hint: "Paid to the referrer when a friend's first deposit settles; ₹0.00 offers none. ₹0.00 to ₹10,000.00",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
    ],
  },
  {
    legend: "Timing",
    specs: [
      {
        key: "imageGraceSeconds",
        label: "Wait for a question's image (seconds)",
        hint: `The clock starts when the image loads, or after this many seconds. 0 to ${MAX_IMAGE_GRACE_MS / 1000}`,
        kind: "count",
        min: 0,
        max: MAX_IMAGE_GRACE_MS / 1000,
      },
      {
        key: "answerGraceMs",
        label: "Network allowance after the deadline (milliseconds)",
        hint: "An answer this late still counts. 0 to 5,000",
        kind: "count",
        min: 0,
        max: 5_000,
      },
    ],
  },
  {
    legend: "Visitor trial",
    specs: [
      {
        key: "trialPrizesPerAddressPerHour",
        label: "Trial prizes per address per hour",
        hint: "A right answer from an address that has won this many in the last hour wins nothing. 1 to 100",
        kind: "count",
        min: 1,
        max: 100,
      },
    ],
  },
  {
    legend: "User-admins",
    specs: [
      {
        key: "contributorRewardPaise",
        label: "Reward per selected question",
        hint: "Paid to a user-admin each time one of their questions is selected into a language. ₹0.00 to ₹10,000.00",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
    ],
  },
];
const allSpecs = groups.flatMap((group) => group.specs);

function valuesOf(settings: EconomySettings): FieldValues<SettingKey> {
  return Object.fromEntries(
    allSpecs.map((spec) => [spec.key, inputTextOf(spec, settings[spec.key])]),
  ) as FieldValues<SettingKey>;
}

/** The settings being edited, when every field parses (the preview needs a whole draft). */
function draftOf(values: FieldValues<SettingKey>): EconomySettings | null {
  const parsed = parseFields(allSpecs, values);
  return parsed.ok ? (parsed.body as EconomySettings) : null;
}

/**
 * /admin/coins: the play loop's rules, prices and offers (a run keeps the settings it
 * started with), the places where paid play is off, and the support address blocked
 * players are told to write to.
 */
export function AdminCoinsScreen() {
  const settings = useQuery(economySettingsQuery());
  return (
    <TitledScreen title="Coins and Run Settings">
      <ReadView read={settings} what="the settings">
        {(data) => <SettingsForm saved={data} />}
      </ReadView>
      <PaidPlayRegionsSection />
      <SupportAddressSection />
    </TitledScreen>
  );
}

function SettingsForm({ saved }: { saved: EconomySettings }) {
  // Another read (e.g. after saving, or another admin's save) shows what the server now
  // holds, in the fields this admin has not typed in.
  const loaded = valuesOf(saved);
  const { formRef, values, setValues, setErrors, input, serverRefusals, parsedValues } =
    useSpecForm(allSpecs, () => loaded, loaded);
  const [notice, setNotice] = useState("");
  const saving = useSaveEconomySettings({
    onSuccess: (stored) => {
      setValues(valuesOf(stored));
      setErrors({});
      setNotice("Saved. Runs started and deposits made from now on use these settings.");
    },
    ...serverRefusals,
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setNotice("");
    const body = parsedValues();
    if (body) saving.mutate(body);
  }

  return (
    <form ref={formRef} className="form settings-form" noValidate onSubmit={save}>
      {groups.map((group) => (
        <fieldset key={group.legend} className="admin-fieldset">
          <legend>{group.legend}</legend>
          <SpecFields specs={group.specs} input={input} />
        </fieldset>
      ))}
      <FormActions submitLabel="Save settings" busy={saving.isPending} />
      <StatusLine>{saving.isPending ? "Saving…" : notice}</StatusLine>
      <EconomyPreview draft={draftOf(values)} />
    </form>
  );
}
