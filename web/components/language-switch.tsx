import { useLingui } from "@lingui/react";
import { type UiLanguage, uiLanguages } from "../../contract/ui-language";
import { useSwitchUiLanguage, useUiLanguage } from "../lib/i18n/ui-language-choice";
import "./language-switch.css";

/** Each language is named in itself, so a reader finds theirs whatever the app speaks. */
const ownNameId: Record<UiLanguage, string> = {
  en: "language.ownName.en",
  hi: "language.ownName.hi",
};

/** The app's language, switched in place: the pressed button is the language in use. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const current = useUiLanguage();
  const switchTo = useSwitchUiLanguage();
  return (
    <fieldset className={["language-switch", className].filter(Boolean).join(" ")}>
      <legend className="language-switch-label">{i18n._("language.switch.label")}</legend>
      {uiLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch-option"
          aria-pressed={language === current}
          onClick={() => void switchTo(language)}
        >
          {i18n._(ownNameId[language])}
        </button>
      ))}
    </fieldset>
  );
}
