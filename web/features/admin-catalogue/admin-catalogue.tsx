import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { EntryCard, ScreenTabs } from "../../components/admin/admin-lists";
import {
  type FieldSpec,
  type FieldValues,
  inputTextOf,
  SpecFields,
  useSpecForm,
} from "../../components/admin/spec-fields";
import { useEntryChange } from "../../components/admin/use-list-change";
import { BusyButton } from "../../components/busy-button";
import { EmptyState } from "../../components/empty-state";
import { FormActions } from "../../components/form-actions";
import { ModalDialog } from "../../components/modal-dialog";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { paths } from "../../lib/paths";
import "./admin-catalogue.css";
import type { CatalogueApi } from "./api";

/**
 * A catalogue an admin keeps (the coupons coins buy, the prizes stars buy): list, add,
 * edit, and switch entries on or off. Inactive entries stay listed here and are hidden
 * from players.
 */

type Entry = { id: string; name: string; active: boolean; imageUrl?: string | null };

/** The two catalogues share the menu's "Coupons and prizes" entry. */
const catalogueTabs = [
  { to: paths.adminCoupons, label: "Coupons (coins)" },
  { to: paths.adminPrize, label: "Prizes (stars)" },
] as const;

/** The name and stock every catalogue entry has: contract/admin-economy.ts catalogueName and stock. */
export const nameSpec = { key: "name", label: "Name", kind: "text", maxLength: 120 } as const;
export const stockSpec = {
  key: "stock",
  label: "Stock",
  kind: "count",
  min: 0,
  max: 1_000_000,
} as const;

export type CatalogueConfig<E extends Entry, Key extends keyof E & string> = {
  title: string;
  /** "coupon", "prize": completes "Add a coupon", "Edit prize", … */
  noun: string;
  intro: string;
  /** The catalogue's reads and writes (./api.ts). */
  api: CatalogueApi<E>;
  specs: readonly FieldSpec<Key>[];
  /** The label and value pairs a card shows under the name. */
  details: (entry: E) => [string, string][];
};

export function CatalogueScreen<E extends Entry, Key extends keyof E & string>({
  config,
}: {
  config: CatalogueConfig<E, Key>;
}) {
  const list = useQuery(config.api.list());
  const [editing, setEditing] = useState<E | null>(null);
  const change = useEntryChange(config.api.edit, list);
  const { setNotice } = change;
  const listHeadingId = useId();

  function toggle(entry: E) {
    const done = entry.active
      ? `Deactivated ${entry.name}. Players no longer see it.`
      : `Activated ${entry.name}. Players can see it.`;
    void change.run(entry.id, { active: !entry.active }, done);
  }

  return (
    <section className="screen screen-wide">
      <PageTitle title={config.title} />
      <ScreenTabs label="Catalogues" tabs={catalogueTabs} />
      <h1>{config.title}</h1>
      <p>{config.intro}</p>
      <StatusLine>{change.notice}</StatusLine>
      <section className="admin-section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{`Every ${config.noun}`}</h2>
        <ReadView read={list} what={`the ${config.noun}s`}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState>{`No ${config.noun}s yet. Add one below.`}</EmptyState>
            ) : (
              <ul className="card-list catalogue-list">
                {data.map((entry) => (
                  <CatalogueCard
                    key={entry.id}
                    entry={entry}
                    details={config.details(entry)}
                    busy={change.busyId === entry.id}
                    onEdit={() => setEditing(entry)}
                    onToggle={() => toggle(entry)}
                  />
                ))}
              </ul>
            )
          }
        </ReadView>
      </section>
      <section className="admin-section">
        <EntryForm
          config={config}
          heading={`Add a ${config.noun}`}
          submitLabel={`Add ${config.noun}`}
          onSaved={(name) => {
            setNotice(`Added ${name}.`);
          }}
        />
      </section>
      {editing && (
        <EditEntryDialog
          config={config}
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setNotice(`Saved ${name}.`);
          }}
        />
      )}
    </section>
  );
}

function CatalogueCard<E extends Entry>({
  entry,
  details,
  busy,
  onEdit,
  onToggle,
}: {
  entry: E;
  details: [string, string][];
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <EntryCard
      kind="catalogue-card"
      name={entry.name}
      on={entry.active}
      status={entry.active ? "Active" : "Inactive"}
      picture={
        entry.imageUrl && (
          <img
            className="catalogue-image"
            src={entry.imageUrl}
            // Decorative: the heading above names the entry.
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
        )
      }
      details={details}
    >
      <div className="admin-actions">
        <button type="button" className="button" aria-label={`Edit ${entry.name}`} onClick={onEdit}>
          Edit
        </button>
        <BusyButton
          label={entry.active ? "Deactivate" : "Activate"}
          about={entry.name}
          busy={busy}
          onClick={onToggle}
        />
      </div>
    </EntryCard>
  );
}

function EditEntryDialog<E extends Entry, Key extends keyof E & string>({
  config,
  entry,
  onClose,
  onSaved,
}: {
  config: CatalogueConfig<E, Key>;
  entry: E;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onClose}>
      <EntryForm
        config={config}
        entry={entry}
        heading={`Edit ${entry.name}`}
        headingId={titleId}
        submitLabel="Save"
        onSaved={onSaved}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}

/** Adds an entry, or (given `entry`) edits it; the Active box is part of both. */
function EntryForm<E extends Entry, Key extends keyof E & string>({
  config,
  entry,
  heading,
  headingId,
  submitLabel,
  onSaved,
  onCancel,
}: {
  config: CatalogueConfig<E, Key>;
  entry?: E;
  heading: string;
  headingId?: string;
  submitLabel: string;
  onSaved: (name: string) => void;
  onCancel?: () => void;
}) {
  const initial = () =>
    Object.fromEntries(
      config.specs.map((spec) => [spec.key, entry ? inputTextOf(spec, entry[spec.key]) : ""]),
    ) as FieldValues<Key>;
  const { formRef, setValues, setErrors, input, serverRefusals, parsedValues } = useSpecForm(
    config.specs,
    initial,
  );
  const [active, setActive] = useState(entry?.active ?? true);
  const saving = config.api.useSave(entry?.id, {
    onSuccess: (_, body) => {
      if (!entry) {
        setValues(initial());
        setActive(true);
      }
      setErrors({});
      onSaved(String(body.name ?? entry?.name ?? ""));
    },
    ...serverRefusals,
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    const body = parsedValues();
    if (body) saving.mutate({ ...body, active });
  }

  return (
    <form ref={formRef} className="form catalogue-form" noValidate onSubmit={save}>
      <h2 id={headingId}>{heading}</h2>
      <SpecFields specs={config.specs} input={input} />
      <label className="field-check">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        Active (players can see it)
      </label>
      <FormActions submitLabel={submitLabel} busy={saving.isPending} onCancel={onCancel} />
      <StatusLine>{saving.isPending ? "Saving…" : ""}</StatusLine>
    </form>
  );
}
