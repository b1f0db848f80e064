import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { RegionCode } from "../../../contract/eligibility";
import { REGIONS, regionNames } from "../../../contract/regions";
import { FormActions } from "../../components/form-actions";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { useDraft } from "../../lib/use-draft";
import { paidPlayRegionsQuery, useSavePaidPlayRegions } from "./settings-api";
import "./admin-game.css";

/**
 * The places where paid play is off (decision 021): a player who named one of them plays
 * free tries only, and is told why. Main admins only; every change is in the audit log.
 */
export function PaidPlayRegionsSection() {
  const { i18n } = useLingui();
  const id = useId();
  const read = useQuery(paidPlayRegionsQuery());
  return (
    <section className="admin-fieldset" aria-labelledby={id}>
      <h2 id={id}>{i18n._("admin.regions.heading")}</h2>
      <ReadView read={read} what={i18n._("admin.regions.what")}>
        {(saved) => <PaidPlayRegionsForm saved={saved.regions} />}
      </ReadView>
    </section>
  );
}

function summary(i18n: I18n, regions: readonly RegionCode[]): string {
  return regions.length === 0
    ? i18n._("admin.regions.onEverywhere")
    : i18n._("admin.regions.offIn", { places: regionNames(regions) });
}

/** Each place, ticked where paid play is off. */
function tickedIn(regions: readonly RegionCode[]): Record<RegionCode, boolean> {
  return Object.fromEntries(REGIONS.map(({ code }) => [code, regions.includes(code)])) as Record<
    RegionCode,
    boolean
  >;
}

function PaidPlayRegionsForm({ saved }: { saved: RegionCode[] }) {
  const { i18n } = useLingui();
  const id = useId();
  // Another read shows what the server now holds, in the boxes this admin has not changed.
  const loaded = tickedIn(saved);
  const { values: ticked, edit, replace } = useDraft(loaded, loaded);
  const [notice, setNotice] = useState("");

  const saving = useSavePaidPlayRegions({
    onSuccess: (stored) => {
      replace(tickedIn(stored.regions));
      setNotice(i18n._("admin.regions.saved", { summary: summary(i18n, stored.regions) }));
    },
  });

  function toggle(code: RegionCode, off: boolean) {
    setNotice("");
    edit(code, off);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setNotice("");
    saving.mutate({ regions: REGIONS.map(({ code }) => code).filter((code) => ticked[code]) });
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <p id={`${id}-about`}>{i18n._("admin.regions.about", { summary: summary(i18n, saved) })}</p>
      <fieldset className="paid-play-regions" aria-describedby={`${id}-about`}>
        <legend>{i18n._("admin.regions.legend")}</legend>
        <ul className="paid-play-region-list">
          {REGIONS.map(({ code, name }) => (
            <li key={code}>
              <label className="paid-play-region">
                <input
                  type="checkbox"
                  name="regions"
                  value={code}
                  checked={ticked[code]}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormActions submitLabel={i18n._("admin.regions.save")} busy={saving.isPending} />
      <StatusLine>{saving.isPending ? i18n._("admin.game.saving") : notice}</StatusLine>
    </form>
  );
}
