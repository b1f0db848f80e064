import { useLingui } from "@lingui/react";
import { useState } from "react";
import { ButtonLinks } from "../../components/button-links";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import "./trial.css";

/** SPEC.md section 9: ten sample images, 480 by 270 like a question's image. */
const SAMPLE_NUMBERS = Array.from({ length: 10 }, (_, index) => index + 1);
const sampleSource = (n: number) => `/images/sample/sample-${String(n).padStart(2, "0")}.svg`;

/**
 * /sample: the model questions as images; "Loading Images" until every one has loaded
 * or failed, then the gallery (kept in the page meanwhile, so the images load).
 */
export function SampleScreen() {
  const { i18n } = useLingui();
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const loading = settled.size < SAMPLE_NUMBERS.length;
  const settle = (n: number) => setSettled((current) => new Set(current).add(n));

  return (
    <TitledScreen title={i18n._("sample.title")} className="trial-screen">
      <p role="status" className="sample-status">
        {loading ? i18n._("sample.loading") : ""}
      </p>
      <ol className="sample-gallery" data-loading={loading} aria-busy={loading}>
        {SAMPLE_NUMBERS.map((n) => (
          <li key={n}>
            {failed.has(n) ? (
              <p className="sample-failed">{i18n._("sample.failed", { n })}</p>
            ) : (
              <img
                src={sampleSource(n)}
                alt={i18n._("sample.alt", { n })}
                width={480}
                height={270}
                onLoad={() => settle(n)}
                onError={() => {
                  setFailed((current) => new Set(current).add(n));
                  settle(n);
                }}
              />
            )}
          </li>
        ))}
      </ol>
      <ButtonLinks className="trial-links" links={[[paths.trial, i18n._("sample.try")]]} />
    </TitledScreen>
  );
}
