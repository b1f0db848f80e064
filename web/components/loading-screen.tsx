import { useLingui } from "@lingui/react";
import "./loading-screen.css";

// Keyed by position: the two Z letters need distinct keys.
const BRAND_LETTERS = [
  ["q", "Q"],
  ["u", "U"],
  ["i", "I"],
  ["z1", "Z"],
  ["z2", "Z"],
  ["y", "Y"],
] as const;

/**
 * The Suspense fallback and the /load screen: the brand letters bounce in turn.
 * web/index.html holds the same markup, so it shows before the app's script has run.
 */
export function LoadingScreen() {
  const { i18n } = useLingui();
  return (
    <div className="loading-screen" role="status">
      <span className="visually-hidden">{i18n._("loading.label")}</span>
      <span className="loading-letters" aria-hidden="true">
        {BRAND_LETTERS.map(([key, letter]) => (
          <span key={key} className="loading-letter">
            {letter}
          </span>
        ))}
      </span>
    </div>
  );
}
