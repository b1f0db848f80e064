import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type {
  LanguageView,
  PlayerSettings,
  PlayerSettingsResponse,
} from "../../../contract/community";
import { PageTitle } from "../../components/page-title";
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
    <section className="screen screen-narrow settings-screen">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
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
    </section>
  );
}

function SettingsForm({
  saved,
  languages,
}: {
  saved: PlayerSettingsResponse;
  languages: LanguageView[];
}) {
  const [name, setName] = useState(saved.name);
  // Only playable languages are offered; a saved one that is not (switched off, or short
  // of a run's questions) is served as English until the player picks again.
  const savedOffered = languages.some((language) => language.id === saved.languageId);
  const [languageId, setLanguageId] = useState(savedOffered ? saved.languageId : "");
  const [sound, setSound] = useState(saved.preferences.sound);
  const [reducedMotion, setReducedMotion] = useState(saved.preferences.reducedMotion);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The form says what went wrong itself: no popup.
  const saving = useSavePlayerSettings(saved.email, { failureMessage: () => null });
  const [notice, setNotice] = useState("");
  const nameRef = useRef<HTMLInputElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);
  const soundRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function showErrors(found: FieldErrors) {
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.languageId) languageRef.current?.focus();
    else if (found.preferences) soundRef.current?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending) return;
    setFormError(null);
    setNotice("");
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

  const describedBy = (field: FieldName, hintId?: string) =>
    [hintId, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") ||
    undefined;

  return (
    <form className="form" onSubmit={save} noValidate>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      <p className="settings-hint">{`Signed in with Google as ${saved.email || "your Google account"}.`}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>Display name</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="nickname"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name", `${id}-name-hint`)}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <p id={`${id}-name-hint`} className="settings-hint">
          Shown on your review and to our admins.
        </p>
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>Question language</label>
        <select
          ref={languageRef}
          id={`${id}-language`}
          name="languageId"
          value={languageId}
          required
          aria-invalid={errors.languageId ? true : undefined}
          aria-describedby={describedBy(
            "languageId",
            languages.length === 0
              ? `${id}-none`
              : savedOffered
                ? undefined
                : `${id}-language-gone`,
          )}
          onChange={(event) => {
            setLanguageId(event.target.value);
            setErrors((current) => ({ ...current, languageId: undefined }));
          }}
        >
          {languageId === "" && <option value="">Choose a language</option>}
          {languages.map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </select>
        {languages.length === 0 && (
          <p id={`${id}-none`} className="settings-hint">
            No question languages are offered right now. Try again later.
          </p>
        )}
        {languages.length > 0 && !savedOffered && (
          <p id={`${id}-language-gone`} className="settings-hint">
            The language you chose is not offered right now, so your games are in English. Choose
            one of these.
          </p>
        )}
        <FieldError id={`${id}-languageId-error`} message={errors.languageId} />
      </div>
      <fieldset
        className="settings-preferences"
        aria-describedby={errors.preferences ? `${id}-preferences-error` : undefined}
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
        <FieldError id={`${id}-preferences-error`} message={errors.preferences} />
      </fieldset>
      <button type="submit" className="button button-primary" aria-disabled={saving.isPending}>
        Save
      </button>
      <p role="status" className="form-status">
        {saving.isPending ? "Saving…" : notice}
      </p>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="settings-field-error">
      {message}
    </p>
  );
}
