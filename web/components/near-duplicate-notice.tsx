import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { SimilarRefusal } from "../lib/api-errors";
import "./near-duplicate-notice.css";

// How alike each is stands in its caption.
function titleOf(i18n: I18n, { code, similar }: SimilarRefusal): string {
  if (code === "near_duplicate") return i18n._("admin.nearDuplicate.title");
  return i18n._("admin.nearDuplicate.reworded", { count: similar.length });
}

/**
 * The server found live questions of the same language that read like the admin's: one
 * near-duplicate or rewordings in the band below it. Each is shown
 * beside the admin's text, with the choice to save anyway or to go back and edit.
 */
export function NearDuplicateNotice({
  yours,
  refusal,
  actionLabel,
  backLabel,
  busy = false,
  onConfirm,
  onBack,
}: {
  yours: string;
  refusal: SimilarRefusal;
  /** e.g. "Save anyway". */
  actionLabel: string;
  backLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Closes the notice; the caller puts focus where the admin goes on. */
  onBack?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="near-duplicate" role="alert">
      <p className="near-duplicate-title">{titleOf(i18n, refusal)}</p>
      <ul className="near-duplicate-pairs">
        {refusal.similar.map((similar) => (
          <li key={similar.id} className="near-duplicate-pair">
            <figure>
              <figcaption>{i18n._("admin.nearDuplicate.yours")}</figcaption>
              <blockquote>{yours}</blockquote>
            </figure>
            <figure>
              <figcaption>
                {i18n._("admin.nearDuplicate.live", {
                  percent: Math.round(similar.similarity * 100),
                })}
              </figcaption>
              <blockquote>{similar.text}</blockquote>
            </figure>
          </li>
        ))}
      </ul>
      <p>{i18n._("admin.nearDuplicate.goOn")}</p>
      <div className="near-duplicate-actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {actionLabel}
        </button>
        {onBack && (
          <button type="button" className="button" onClick={onBack}>
            {backLabel ?? i18n._("admin.nearDuplicate.back")}
          </button>
        )}
      </div>
    </div>
  );
}
