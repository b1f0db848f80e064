import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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
const catalogueTabsOf = (i18n: I18n) => [
  { to: paths.adminCoupons, label: i18n._("admin.catalogue.tab.coupons") },
  { to: paths.adminPrize, label: i18n._("admin.catalogue.tab.prizes") },
];

/** The name and stock every catalogue entry has: contract/admin-economy.ts catalogueName and stock. */
export const nameSpecOf = (i18n: I18n) =>
  ({ key: "name", label: i18n._("admin.catalogue.name"), kind: "text", maxLength: 120 }) as const;
export const stockSpecOf = (i18n: I18n) =>
  ({
    key: "stock",
    label: i18n._("admin.catalogue.stock"),
    kind: "count",
    min: 0,
    max: 1_000_000,
  }) as const;

export type CatalogueConfig<E extends Entry, Key extends keyof E & string> = {
  title: string;
  /** Which catalogue: the messages that name its entries ("Add a coupon") select on it. */
  catalogue: "coupon" | "prize";
  intro: string;
  /** The catalogue's reads and writes (./api.ts). */
  api: CatalogueApi<E>;
  specs: readonly FieldSpec<Key>[];
  /** The label and value pairs a card shows under the name. */
  details: (entry: E) => [string, string][];
};

/** A catalogue's screen; its config is read in the language in use, so it is made per render. */
export function CatalogueScreen<E extends Entry, Key extends keyof E & string>({
  configOf,
}: {
  configOf: (i18n: I18n) => CatalogueConfig<E, Key>;
}) {
  const { i18n } = useLingui();
  const config = configOf(i18n);
  const { catalogue } = config;
  const list = useQuery(config.api.list());
  const [editing, setEditing] = useState<E | null>(null);
  const change = useEntryChange(config.api.edit, list);
  const { setNotice } = change;
  const listHeadingId = useId();

  function toggle(entry: E) {
    const done = entry.active
      ? i18n._("admin.catalogue.deactivated", { name: entry.name })
      : i18n._("admin.catalogue.activated", { name: entry.name });
    void change.run(entry.id, { active: !entry.active }, done);
  }

  return (
    <section className="screen screen-wide">
      <PageTitle title={config.title} />
      <ScreenTabs label={i18n._("admin.catalogue.tabs")} tabs={catalogueTabsOf(i18n)} />
      <h1>{config.title}</h1>
      <p>{config.intro}</p>
      <StatusLine>{change.notice}</StatusLine>
      <section className="admin-section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{i18n._("admin.catalogue.every", { catalogue })}</h2>
        <ReadView read={list} what={i18n._("admin.catalogue.readWhat", { catalogue })}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState>{i18n._("admin.catalogue.empty", { catalogue })}</EmptyState>
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
          heading={i18n._("admin.catalogue.add.heading", { catalogue })}
          submitLabel={i18n._("admin.catalogue.add.submit", { catalogue })}
          onSaved={(name) => {
            setNotice(i18n._("admin.catalogue.added", { name }));
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
            setNotice(i18n._("admin.catalogue.saved", { name }));
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
  const { i18n } = useLingui();
  return (
    <EntryCard
      kind="catalogue-card"
      name={entry.name}
      on={entry.active}
      status={entry.active ? i18n._("admin.catalogue.active") : i18n._("admin.catalogue.inactive")}
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
        <button
          type="button"
          className="button"
          aria-label={i18n._("admin.catalogue.editAbout", { name: entry.name })}
          onClick={onEdit}
        >
          {i18n._("admin.catalogue.edit")}
        </button>
        <BusyButton
          label={
            entry.active ? i18n._("admin.catalogue.deactivate") : i18n._("admin.catalogue.activate")
          }
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
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <ModalDialog role="dialog" labelledBy={titleId} onDismiss={onClose}>
      <EntryForm
        config={config}
        entry={entry}
        heading={i18n._("admin.catalogue.editHeading", { name: entry.name })}
        headingId={titleId}
        submitLabel={i18n._("admin.catalogue.save")}
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
  const { i18n } = useLingui();
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
        {i18n._("admin.catalogue.activeBox")}
      </label>
      <FormActions submitLabel={submitLabel} busy={saving.isPending} onCancel={onCancel} />
      <StatusLine>{saving.isPending ? i18n._("admin.catalogue.saving") : ""}</StatusLine>
    </form>
  );
}
