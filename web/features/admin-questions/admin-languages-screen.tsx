import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import type { AdminLanguageView } from "../../../contract/admin-languages";
import { BusyButton } from "../../components/busy-button";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { ReadView } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import {
  type CreateLanguage,
  type UpdateLanguage,
  useCreateLanguage,
  useUpdateLanguage,
} from "./api";
import { useAdminLanguages } from "./use-admin-languages";
import "../../components/admin/admin-lists.css";
import "./admin-questions.css";

const CODE_PATTERN = /^[a-z][a-z-]{0,8}[a-z]$/;
const NAME_MAX = 60;

/** The server's refusals of the add form's own fields, which it shows; else null. */
const addFields = ["code", "name"] as const;
const formFieldErrors = (error: unknown) => fieldErrorsFor(error, addFields);
const emptyLanguage: CreateLanguage = { code: "", name: "" };
/**
 * Where a language stands against a run's worth of live questions (decision 025): a new
 * one can be enabled once it has them, and an enabled one that falls short is not offered
 * to players until it has them again.
 */
function readinessText(i18n: I18n, language: AdminLanguageView): string {
  const { liveQuestions, questionsNeeded } = language;
  const state = language.ready ? "ready" : language.enabled ? "short" : "new";
  return i18n._("admin.languages.readiness", {
    live: liveQuestions,
    needed: questionsNeeded,
    more: questionsNeeded - liveQuestions,
    state,
  });
}

/**
 * /admin/languages: the languages questions are served in: add one, rename one, switch
 * one on or off, and how many questions each has against what a run needs. A new
 * language starts disabled and can be enabled once it has a run's worth. Players of a
 * language that is not playable are served English, so English stays on (the server
 * refuses and says so).
 */
export function AdminLanguagesScreen() {
  const { i18n } = useLingui();
  const languages = useAdminLanguages();
  const updating = useUpdateLanguage();
  const [notice, setNotice] = useState("");
  const busyId = updating.isPending ? updating.variables.id : null;

  /** Resolves true once the change is made; false when it failed or another is in flight. */
  async function change(id: string, body: UpdateLanguage, done: string): Promise<boolean> {
    if (updating.isPending) return false;
    setNotice("");
    try {
      await updating.mutateAsync({ id, body });
      setNotice(done);
      return true;
    } catch {
      // The mutation cache has already told the admin why.
      return false;
    }
  }

  return (
    <TitledScreen title={i18n._("admin.languages.title")} width="wide">
      <StatusLine>{notice}</StatusLine>
      <ReadView read={languages} what={i18n._("admin.languages.readWhat")}>
        {({ Data }) => (
          <ul className="card-list language-list">
            {Data.map((language) => (
              <LanguageRow
                key={language.id}
                language={language}
                busy={busyId === language.id}
                onRename={(name) =>
                  change(
                    language.id,
                    { name },
                    i18n._("admin.languages.renamed", { code: language.code, name }),
                  )
                }
                onToggle={() =>
                  void change(
                    language.id,
                    { enabled: !language.enabled },
                    i18n._("admin.languages.toggled", {
                      enabled: String(!language.enabled),
                      name: language.name,
                    }),
                  )
                }
              />
            ))}
          </ul>
        )}
      </ReadView>
      <AddLanguageForm
        onAdded={(name) => {
          const needed = languages.data?.Data[0]?.questionsNeeded;
          setNotice(
            needed === undefined
              ? i18n._("admin.languages.addedRun", { name })
              : i18n._("admin.languages.added", { name, needed }),
          );
        }}
      />
    </TitledScreen>
  );
}

function LanguageRow({
  language,
  busy,
  onRename,
  onToggle,
}: {
  language: AdminLanguageView;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onToggle: () => void;
}) {
  const { i18n } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(language.name);
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(i18n._("admin.languages.nameMissing"));
      return;
    }
    if (await onRename(trimmed)) setRenaming(false);
  }

  // Enabling a language short of a run's questions would only be refused: the button
  // stays focusable but does nothing, and names why through the readiness line.
  const cannotEnable = !language.enabled && !language.ready;

  return (
    <li className="card language-row" aria-labelledby={`${id}-name`}>
      <p className="language-name">
        <span id={`${id}-name`}>{language.name}</span>{" "}
        <span className="language-code">
          {i18n._("admin.languages.code", { code: language.code })}
        </span>{" "}
        <span className="status-badge" data-on={language.enabled}>
          {i18n._("admin.languages.state", { enabled: String(language.enabled) })}
        </span>
      </p>
      <p id={`${id}-readiness`} className="language-readiness" data-ready={language.ready}>
        {language.ready ? (
          readinessText(i18n, language)
        ) : (
          <Trans
            id="admin.languages.readinessWithLink"
            values={{ readiness: readinessText(i18n, language), name: language.name }}
            components={{ 0: <Link to={paths.adminAddQuestion} /> }}
          />
        )}
      </p>
      {renaming ? (
        <form className="inline-form" noValidate onSubmit={(event) => void rename(event)}>
          <InputField
            id={`${id}-rename`}
            name="name"
            label={i18n._("admin.languages.newName", { code: language.code })}
            error={error}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="off"
            // The field the Rename button just opened takes focus.
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <div className="admin-actions">
            <button type="submit" className="button button-primary" aria-disabled={busy}>
              {i18n._("admin.languages.saveName")}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setRenaming(false);
                setName(language.name);
                setError(undefined);
              }}
            >
              {i18n._("admin.languages.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            aria-label={i18n._("admin.languages.renameAbout", { name: language.name })}
            onClick={() => setRenaming(true)}
          >
            {i18n._("admin.languages.rename")}
          </button>
          <BusyButton
            label={i18n._("admin.languages.toggle", { enabled: String(language.enabled) })}
            about={language.name}
            describedBy={`${id}-readiness`}
            busy={busy || cannotEnable}
            onClick={onToggle}
          />
        </div>
      )}
    </li>
  );
}

function AddLanguageForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { i18n } = useLingui();
  const { formRef, values, setValues, setErrors, refuse, input } = useFieldForm(
    addFields,
    emptyLanguage,
  );
  const adding = useCreateLanguage({ failureMessage: messageUnless(formFieldErrors) });

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (!CODE_PATTERN.test(values.code.trim())) {
      found.code = i18n._("admin.languages.codeInvalid");
    }
    if (!values.name.trim()) found.name = i18n._("admin.languages.languageNameMissing");
    return found;
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding.isPending) return;
    const found = check();
    refuse(found);
    if (found.code || found.name) return;
    const name = values.name.trim();
    adding.mutate(
      { code: values.code.trim(), name },
      {
        onSuccess: () => {
          setValues(emptyLanguage);
          onAdded(name);
        },
        onError: (error) => {
          const fields = formFieldErrors(error);
          if (fields) setErrors(fields);
        },
      },
    );
  }

  return (
    <form ref={formRef} className="form add-language" noValidate onSubmit={add}>
      <h2>{i18n._("admin.languages.add")}</h2>
      <div className="question-form-row">
        <InputField
          {...input("code")}
          label={i18n._("admin.languages.codeLabel")}
          hint={i18n._("admin.languages.codeHint")}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <InputField
          {...input("name")}
          label={i18n._("admin.languages.nameLabel")}
          maxLength={NAME_MAX}
          autoComplete="off"
        />
      </div>
      <FormActions submitLabel={i18n._("admin.languages.addSubmit")} busy={adding.isPending} />
    </form>
  );
}
