import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type {
  LanguageView,
  PlayerSettings,
  PlayerSettingsResponse,
} from "../../../contract/community";
import { FieldShell } from "../../components/field-shell";
import { FormActions } from "../../components/form-actions";
import { InputField } from "../../components/input-field";
import { OptionSelect } from "../../components/option-select";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { playableLanguagesQuery, playerSettingsQuery } from "../../lib/api/settings";
import { ApiRequestError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { useSavePlayerSettings } from "./api";
import { LogOutButton, ReadBoth } from "./settings-parts";
import "./settings.css";

const TITLE = "Settings";
const NAME_MAX_LENGTH = 80;

type FieldName = "name" | "languageId" | "preferences";
type FieldErrors = Partial<Record<FieldName, string>>;
const textFields = ["name", "languageId"] as const;

/** A server field path ("preferences.sound") to the control that shows it. */
function fieldOf(path: string): FieldName | null {
  const head = path.split(".")[0];
  return head === "name" || head === "languageId" || head === "preferences" ? head : null;
}

/** /settings: display name, question language, preferences, and the account's exits. */
export function SettingsScreen() {
  const settings = useQuery(playerSettingsQuery());
  const languages = useQuery(playableLanguagesQuery());
  return (
    <TitledScreen title={TITLE} width="narrow" className="settings-screen">
      <ReadBoth first={settings} second={languages} what="your settings">
        {(saved, offered) => <SettingsForm saved={saved} languages={offered.data} />}
      </ReadBoth>
      <section className="settings-section" aria-labelledby="settings-account-heading">
        <h2 id="settings-account-heading">Your account</h2>
        <ul className="settings-links">
          <li>
            <Link to={paths.data}>Download my data</Link>
          </li>
          <li>
            <Link to={paths.updatePassword}>Password and sign-in</Link>
          </li>
          <li>
            <Link to={paths.deactivate}>Deactivate account</Link>
          </li>
        </ul>
        <p className="settings-actions">
          <LogOutButton />
        </p>
      </section>
    </TitledScreen>
  );
}

function SettingsForm({
  saved,
  languages,
}: {
  saved: PlayerSettingsResponse;
  languages: LanguageView[];
}) {
  // Only playable languages are offered; a saved one that is not (switched off, or short
  // of a run's questions) is served as English until the player picks again.
  const savedOffered = languages.some((language) => language.id === saved.languageId);
  const form = useFieldForm(textFields, {
    name: saved.name,
    languageId: savedOffered ? saved.languageId : "",
  });
  const [sound, setSound] = useState(saved.preferences.sound);
  const [reducedMotion, setReducedMotion] = useState(saved.preferences.reducedMotion);
  const [preferencesError, setPreferencesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The form says what went wrong itself: no popup.
  const saving = useSavePlayerSettings(saved.email, { failureMessage: () => null });
  const [notice, setNotice] = useState("");
  const soundRef = useRef<HTMLInputElement>(null);
  const id = useId();

  /** The fields' messages, focus on the first; the preferences come after the text fields. */
  function showErrors(found: FieldErrors) {
    form.refuse({ name: found.name, languageId: found.languageId });
    setPreferencesError(found.preferences);
    if (!found.name && !found.languageId && found.preferences) soundRef.current?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setFormError(null);
    setNotice("");
    const { name, languageId } = form.values;
    const missing: FieldErrors = {};
    if (name.trim() === "") missing.name = "Enter a display name";
    if (languageId === "") missing.languageId = "Choose a language";
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const body: PlayerSettings = {
      name: name.trim(),
      languageId,
      preferences: { sound, reducedMotion },
    };
    saving.mutate(body, {
      onSuccess: () => setNotice("Settings saved."),
      onError: (error) => {
        const found: FieldErrors = {};
        if (error instanceof ApiRequestError) {
          for (const field of error.fields ?? []) {
            const name = fieldOf(field.path);
            if (name) found[name] ??= field.message;
          }
        }
        showErrors(found);
        setFormError(
          Object.keys(found).length > 0
            ? `${error.message}. Check the fields marked below.`
            : error.message,
        );
      },
    });
  }

  let languageHint: string | undefined;
  if (languages.length === 0) {
    languageHint = "No question languages are offered right now. Try again later.";
  } else if (!savedOffered) {
    languageHint =
      "The language you chose is not offered right now, so your games are in English. Choose one of these.";
  }

  return (
    <form ref={form.formRef} className="form" onSubmit={save} noValidate>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      <p className="settings-hint">{`Signed in with Google as ${saved.email || "your Google account"}.`}</p>
      <InputField
        {...form.input("name")}
        label="Display name"
        hint="Shown on your review and to our admins."
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        required
      />
      <FieldShell {...form.field("languageId")} label="Question language" hint={languageHint}>
        {(aria) => (
          <OptionSelect
            {...aria}
            {...form.bind("languageId")}
            required
            placeholder={form.values.languageId === "" ? "Choose a language" : undefined}
            options={languages.map((language) => ({ value: language.id, label: language.name }))}
          />
        )}
      </FieldShell>
      <fieldset
        className="settings-preferences"
        aria-describedby={preferencesError ? `${id}-preferences-error` : undefined}
      >
        <legend>Preferences</legend>
        <label className="settings-check">
          <input
            ref={soundRef}
            type="checkbox"
            name="sound"
            checked={sound}
            onChange={(event) => setSound(event.target.checked)}
          />
          Sound effects
        </label>
        <label className="settings-check">
          <input
            type="checkbox"
            name="reducedMotion"
            checked={reducedMotion}
            onChange={(event) => setReducedMotion(event.target.checked)}
          />
          Reduce motion
        </label>
        {preferencesError && (
          <p id={`${id}-preferences-error`} className="field-error">
            {preferencesError}
          </p>
        )}
      </fieldset>
      <FormActions submitLabel="Save" busy={saving.isPending} />
      <StatusLine>{saving.isPending ? "Saving…" : notice}</StatusLine>
    </form>
  );
}
