import { useLingui } from "@lingui/react";
import type { Choice } from "../../contract/play";
import type { ShowCounts, ShowOptions } from "../../contract/shows";
import { choices } from "./answer-options";
import "./answer-counts.css";

/**
 * How many chose each option of a live show's question, as words and a bar each: the
 * reveal players see and the host's counts as they arrive. The right option and the
 * viewer's own say so in words, never by colour alone.
 */
export function AnswerCounts({
  counts,
  options,
  correct,
  chosen,
  label,
}: {
  counts: ShowCounts;
  /** The options' words, when known (a reveal read after a reload has only the letters). */
  options?: ShowOptions;
  correct?: Choice;
  chosen?: Choice;
  /** Its accessible name, "How everyone answered" unless given. */
  label?: string;
}) {
  const { i18n } = useLingui();
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (
    <ul className="answer-counts" aria-label={label ?? i18n._("answer.everyone")}>
      {choices.map((choice, at) => {
        const count = counts[at] ?? 0;
        const share = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <li key={choice} className="answer-count" data-correct={choice === correct}>
            <p className="answer-count-words">
              <span className="option-letter">{choice.toUpperCase()}</span>{" "}
              {options && <span className="answer-count-option">{options[at]}</span>}{" "}
              <span className="answer-count-figure">
                {i18n._("answer.countFigure", { count, share })}
              </span>
              {choice === correct && (
                <span className="option-mark option-mark-correct">
                  <span aria-hidden="true">✓ </span>
                  {i18n._("answer.correct")}
                </span>
              )}
              {choice === chosen && (
                <span className="option-mark">{i18n._("answer.yourAnswer")}</span>
              )}
            </p>
            <progress
              className="answer-count-bar"
              aria-hidden="true"
              value={count}
              max={Math.max(total, 1)}
            />
          </li>
        );
      })}
    </ul>
  );
}
