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
  const id = useId();
  const read = useQuery(paidPlayRegionsQuery());
  return (
    <section className="admin-fieldset" aria-labelledby={id}>
      <h2 id={id}>Paid play by state</h2>
      <ReadView read={read} what="where paid play is off">
        {(saved) => <PaidPlayRegionsForm saved={saved.regions} />}
      </ReadView>
    </section>
  );
}

function summary(regions: readonly RegionCode[]): string {
  return regions.length === 0
    ? "Paid play is on in every state and union territory."
    : `Paid play is off in ${regionNames(regions)}.`;
}

/** Each place, ticked where paid play is off. */
function tickedIn(regions: readonly RegionCode[]): Record<RegionCode, boolean> {
  return Object.fromEntries(REGIONS.map(({ code }) => [code, regions.includes(code)])) as Record<
    RegionCode,
    boolean
  >;
}

function PaidPlayRegionsForm({ saved }: { saved: RegionCode[] }) {
  const id = useId();
  // Another read shows what the server now holds, in the boxes this admin has not changed.
  const loaded = tickedIn(saved);
  const { values: ticked, edit, replace } = useDraft(loaded, loaded);
  const [notice, setNotice] = useState("");

  const saving = useSavePaidPlayRegions({
    onSuccess: (stored) => {
      replace(tickedIn(stored.regions));
      setNotice(`Saved. ${summary(stored.regions)}`);
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
      <p id={`${id}-about`}>
        Players who live where paid play is off play their free tries only: no deposits and no tries
        to buy. {summary(saved)}
      </p>
      <fieldset className="paid-play-regions" aria-describedby={`${id}-about`}>
        <legend>Paid play is off in</legend>
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
      <FormActions submitLabel="Save where paid play is off" busy={saving.isPending} />
      <StatusLine>{saving.isPending ? "Saving…" : notice}</StatusLine>
    </form>
  );
}
