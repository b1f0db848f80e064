import { useLingui } from "@lingui/react";
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
import { LanguageSwitch } from "../../components/language-switch";
import { OptionSelect } from "../../components/option-select";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { useFieldForm } from "../../components/use-field-form";
import { playableLanguagesQuery, playerSettingsQuery } from "../../lib/api/settings";
import { fieldErrorsOf, serverMessageOf } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { useSavePlayerSettings } from "./api";
import { LogOutButton, ReadBoth } from "./settings-parts";
import "./settings.css";

const NAME_MAX_LENGTH = 80;

type FieldName = "name" | "languageId" | "preferences";
type FieldErrors = Partial<Record<FieldName, string>>;
const textFields = ["name", "languageId"] as const;

/** A server field path ("preferences.sound") to the control that shows it. */
function fieldOf(path: string): FieldName | null {
  const head = path.split(".")[0];
  return head === "name" || head === "languageId" || head === "preferences" ? head : null;
}

/**
 * /settings: display name, question language, preferences, the app's language, and the
 * account's exits. The question language (`languageId`) and the app's (`uiLanguage`, the
 * menu's switch) are two settings, each labelled for what it changes.
 */
export function SettingsScreen() {
  const { i18n } = useLingui();
  const settings = useQuery(playerSettingsQuery());
  const languages = useQuery(playableLanguagesQuery());
  return (
    <TitledScreen title={i18n._("settings.title")} width="narrow" className="settings-screen">
      <ReadBoth first={settings} second={languages} what={i18n._("settings.loadWhat")}>
        {(saved, offered) => <SettingsForm saved={saved} languages={offered.data} />}
      </ReadBoth>
      <section className="settings-section" aria-labelledby="settings-app-language-heading">
        <h2 id="settings-app-language-heading">{i18n._("settings.appLanguage.heading")}</h2>
        <p className="settings-hint">{i18n._("settings.appLanguage.hint")}</p>
        <LanguageSwitch />
      </section>
      <section className="settings-section" aria-labelledby="settings-account-heading">
        <h2 id="settings-account-heading">{i18n._("settings.account.heading")}</h2>
        <ul className="settings-links">
          <li>
            <Link to={paths.data}>{i18n._("settings.link.data")}</Link>
          </li>
          <li>
            <Link to={paths.updatePassword}>{i18n._("settings.link.password")}</Link>
          </li>
          <li>
            <Link to={paths.deactivate}>{i18n._("settings.link.deactivate")}</Link>
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
  const { i18n } = useLingui();
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
    if (name.trim() === "") missing.name = i18n._("settings.name.missing");
    if (languageId === "") missing.languageId = i18n._("settings.questionLanguage.missing");
    showErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const body: PlayerSettings = {
      name: name.trim(),
      languageId,
      preferences: { sound, reducedMotion },
      // The app's language (the switch's) goes back as saved: the body sent replaces the
      // settings read the app's language follows, so leaving it out would drop it there.
      ...(saved.uiLanguage ? { uiLanguage: saved.uiLanguage } : {}),
    };
    saving.mutate(body, {
      onSuccess: () => setNotice(i18n._("settings.saved")),
      onError: (error) => {
        const found: FieldErrors = {};
        for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
          const name = fieldOf(path);
          if (name) found[name] ??= message;
        }
        showErrors(found);
        const reason = serverMessageOf(error);
        setFormError(
          Object.keys(found).length > 0 ? i18n._("settings.failedFields", { reason }) : reason,
        );
      },
    });
  }

  let languageHint: string | undefined;
  if (languages.length === 0) {
    languageHint = i18n._("settings.questionLanguage.noneOffered");
  } else if (!savedOffered) {
    languageHint = i18n._("settings.questionLanguage.notOffered");
  }

  return (
    <form ref={form.formRef} className="form" onSubmit={save} noValidate>
      {formError && (
        <p role="alert" className="alert-box">
          {formError}
        </p>
      )}
      <p className="settings-hint">
        {saved.email
          ? i18n._("settings.signedInAs", { email: saved.email })
          : i18n._("settings.signedInAsUnknown")}
      </p>
      <InputField
        {...form.input("name")}
        label={i18n._("settings.name.label")}
        hint={i18n._("settings.name.hint")}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        required
      />
      <FieldShell
        {...form.field("languageId")}
        label={i18n._("settings.questionLanguage.label")}
        hint={languageHint}
      >
        {(aria) => (
          <OptionSelect
            {...aria}
            {...form.bind("languageId")}
            required
            placeholder={
              form.values.languageId === ""
                ? i18n._("settings.questionLanguage.missing")
                : undefined
            }
            options={languages.map((language) => ({ value: language.id, label: language.name }))}
          />
        )}
      </FieldShell>
      <fieldset
        className="settings-preferences"
        aria-describedby={preferencesError ? `${id}-preferences-error` : undefined}
      >
        <legend>{i18n._("settings.preferences")}</legend>
        <label className="settings-check">
          <input
            ref={soundRef}
            type="checkbox"
            name="sound"
            checked={sound}
            onChange={(event) => setSound(event.target.checked)}
          />
          {i18n._("settings.sound")}
        </label>
        <label className="settings-check">
          <input
            type="checkbox"
            name="reducedMotion"
            checked={reducedMotion}
            onChange={(event) => setReducedMotion(event.target.checked)}
          />
          {i18n._("settings.reduceMotion")}
        </label>
        {preferencesError && (
          <p id={`${id}-preferences-error`} className="field-error">
            {preferencesError}
          </p>
        )}
      </fieldset>
      <FormActions submitLabel={i18n._("settings.save")} busy={saving.isPending} />
      <StatusLine>{saving.isPending ? i18n._("settings.saving") : notice}</StatusLine>
    </form>
  );
}
