import type { Choice } from "../../contract/play";
import { choices } from "./answer-options";
import "./answer-buttons.css";

/** An open question's four answers, each a button with its letter, for the play and trial rounds. */
export function AnswerButtons({
  options,
  label,
  disabled,
  onChoose,
}: {
  options: Record<Choice, string>;
  /** The list's accessible name, where the screen gives it one. */
  label?: string;
  /** While an answer is being checked. */
  disabled: boolean;
  onChoose: (choice: Choice) => void;
}) {
  return (
    <ul className="answer-buttons" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice}>
          <button
            type="button"
            className="answer-button"
            disabled={disabled}
            onClick={() => onChoose(choice)}
          >
            <span className="option-letter">{choice.toUpperCase()}</span>{" "}
            <span>{options[choice]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
