import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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

/**
 * worker/domain/run-settings.ts and economy-settings.ts bounds; the server checks them again.
 * Legends, labels and hints are message ids.
 */
const groups: { legend: string; specs: FieldSpec<SettingKey>[] }[] = [
  {
    legend: "admin.coins.group.run",
    specs: [
      {
        key: "questionsPerRun",
        label: "admin.coins.questionsPerRun",
        kind: "count",
        min: 1,
        max: 50,
      },
      {
        key: "coinsPerCorrect",
        label: "admin.coins.coinsPerCorrect",
        kind: "count",
        min: 0,
        max: 10_000,
      },
      {
        key: "couponEvery",
        label: "admin.coins.couponEvery",
        hint: "admin.coins.couponEvery.hint",
        kind: "count",
        min: 1,
        max: 50,
      },
      {
        key: "couponValuePaise",
        label: "admin.coins.couponValue",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
    ],
  },
  {
    legend: "admin.coins.group.tries",
    specs: [
      {
        key: "tryPricePaise",
        label: "admin.coins.tryPrice",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
      {
        key: "freeTriesPerDay",
        label: "admin.coins.freeTriesPerDay",
        kind: "count",
        min: 0,
        max: 10,
      },
      {
        key: "dayTimeZone",
        label: "admin.coins.dayTimeZone",
        hint: "admin.coins.dayTimeZone.hint",
        kind: "text",
        maxLength: 64,
      },
    ],
  },
  {
    legend: "admin.coins.group.offers",
    specs: [
      {
        key: "firstDepositMinPaise",
        label: "admin.coins.firstDepositMin",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
      {
        key: "firstDepositBonusPaise",
        label: "admin.coins.firstDepositBonus",
        hint: "admin.coins.firstDepositBonus.hint",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
      {
        key: "referralRewardPaise",
        label: "admin.coins.referralReward",
        hint: "admin.coins.referralReward.hint",
        kind: "rupees",
        min: 0,
        max: 1_000_000,
      },
    ],
  },
  {
    legend: "admin.coins.group.timing",
    specs: [
      {
        key: "imageGraceSeconds",
        label: "admin.coins.imageGrace",
        hint: { id: "admin.coins.imageGrace.hint", values: { max: MAX_IMAGE_GRACE_MS / 1000 } },
        kind: "count",
        min: 0,
        max: MAX_IMAGE_GRACE_MS / 1000,
      },
      {
        key: "answerGraceMs",
        label: "admin.coins.answerGrace",
        hint: "admin.coins.answerGrace.hint",
        kind: "count",
        min: 0,
        max: 5_000,
      },
    ],
  },
  {
    legend: "admin.coins.group.trial",
    specs: [
      {
        key: "trialPrizesPerAddressPerHour",
        label: "admin.coins.trialPrizes",
        hint: "admin.coins.trialPrizes.hint",
        kind: "count",
        min: 1,
        max: 100,
      },
    ],
  },
  {
    legend: "admin.coins.group.contributors",
    specs: [
      {
        key: "contributorRewardPaise",
        label: "admin.coins.contributorReward",
        hint: "admin.coins.contributorReward.hint",
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
function draftOf(i18n: I18n, values: FieldValues<SettingKey>): EconomySettings | null {
  const parsed = parseFields(i18n, allSpecs, values);
  return parsed.ok ? (parsed.body as EconomySettings) : null;
}

/**
 * /admin/coins: the play loop's rules, prices and offers (a run keeps the settings it
 * started with), the places where paid play is off, and the support address blocked
 * players are told to write to.
 */
export function AdminCoinsScreen() {
  const { i18n } = useLingui();
  const settings = useQuery(economySettingsQuery());
  return (
    <TitledScreen title={i18n._("admin.coins.title")}>
      <ReadView read={settings} what={i18n._("admin.coins.what")}>
        {(data) => <SettingsForm saved={data} />}
      </ReadView>
      <PaidPlayRegionsSection />
      <SupportAddressSection />
    </TitledScreen>
  );
}

function SettingsForm({ saved }: { saved: EconomySettings }) {
  const { i18n } = useLingui();
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
      setNotice(i18n._("admin.coins.saved"));
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
          <legend>{i18n._(group.legend)}</legend>
          <SpecFields specs={group.specs} input={input} />
        </fieldset>
      ))}
      <FormActions submitLabel={i18n._("admin.coins.save")} busy={saving.isPending} />
      <StatusLine>{saving.isPending ? i18n._("admin.game.saving") : notice}</StatusLine>
      <EconomyPreview draft={draftOf(i18n, values)} />
    </form>
  );
}
