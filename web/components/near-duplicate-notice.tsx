import type { SimilarQuestion } from "../lib/api-errors";
import "./near-duplicate-notice.css";

/**
 * Issue 14: the server found a live question of the same language that reads almost the
 * same. Both texts side by side, and the choice to save anyway (`allowSimilar`).
 */
export function NearDuplicateNotice({
  yours,
  similar,
  actionLabel,
  busy = false,
  onConfirm,
}: {
  yours: string;
  similar: SimilarQuestion;
  /** e.g. "Save anyway". */
  actionLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="near-duplicate" role="alert">
      <p className="near-duplicate-title">
        {`This reads like a live question of the same language (${Math.round(similar.similarity * 100)} % alike).`}
      </p>
      <div className="near-duplicate-pair">
        <figure>
          <figcaption>This question</figcaption>
          <blockquote>{yours}</blockquote>
        </figure>
        <figure>
          <figcaption>Already live</figcaption>
          <blockquote>{similar.Questio}</blockquote>
        </figure>
      </div>
      <p>Go on only if they are different questions.</p>
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
    </div>
  );
}
