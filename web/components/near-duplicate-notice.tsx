import type { SimilarRefusal } from "../lib/api-errors";
import "./near-duplicate-notice.css";

const percentAlike = (similarity: number) => `${Math.round(similarity * 100)} % alike`;

// How alike each is stands in its caption.
function titleOf({ code, similar }: SimilarRefusal): string {
  if (code === "near_duplicate") return "This reads like a live question of the same language.";
  return similar.length === 1
    ? "This may be a live question of the same language, reworded."
    : `This may be one of ${similar.length} live questions of the same language, reworded.`;
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
  backLabel = "Go back and edit",
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
  return (
    <div className="near-duplicate" role="alert">
      <p className="near-duplicate-title">{titleOf(refusal)}</p>
      <ul className="near-duplicate-pairs">
        {refusal.similar.map((similar) => (
          <li key={similar.id} className="near-duplicate-pair">
            <figure>
              <figcaption>This question</figcaption>
              <blockquote>{yours}</blockquote>
            </figure>
            <figure>
              <figcaption>{`Already live, ${percentAlike(similar.similarity)}`}</figcaption>
              <blockquote>{similar.text}</blockquote>
            </figure>
          </li>
        ))}
      </ul>
      <p>Go on only if they are different questions.</p>
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
            {backLabel}
          </button>
        )}
      </div>
    </div>
  );
}
