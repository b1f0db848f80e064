import { useLingui } from "@lingui/react";
import type { Choice } from "../../contract/play";
import { choices } from "./answer-options";
import "./answer-buttons.css";

/** An open question's four answers, each a button with its letter, for the play and trial rounds. */
export function AnswerButtons({
  options,
  label,
  disabled,
  hidden = false,
  chosen,
  onChoose,
}: {
  options: Record<Choice, string>;
  /** The list's accessible name, where the screen gives it one. */
  label?: string;
  /** While an answer is being checked. */
  disabled: boolean;
  /**
   * While an image question waits for its image: out of sight and of the accessibility
   * tree. On /try the entry may show them before React hydrates (early-trial-read.ts).
   */
  hidden?: boolean;
  /** The option already picked, marked "Your answer" while it waits for its verdict. */
  chosen?: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const { i18n } = useLingui();
  return (
    <ul className="answer-buttons" aria-label={label} hidden={hidden} suppressHydrationWarning>
      {choices.map((choice) => (
        <li key={choice}>
          <button
            type="button"
            className="answer-button"
            data-chosen={choice === chosen || undefined}
            disabled={disabled}
            onClick={() => onChoose(choice)}
          >
            <span className="option-letter">{choice.toUpperCase()}</span>{" "}
            <span>{options[choice]}</span>
            {choice === chosen && (
              <span className="answer-button-chosen">{i18n._("answer.yourAnswer")}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
