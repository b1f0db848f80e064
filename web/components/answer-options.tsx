import { useLingui } from "@lingui/react";
import type { Choice } from "../../contract/play";
import "./answer-options.css";

/** The four options in SPEC.md's order (the contract's `choiceSchema` is zod, kept off this chunk). */
export const choices = ["a", "b", "c", "d"] as const satisfies readonly Choice[];

type AnswerOptionsProps = {
  options: Record<Choice, string>;
  /** The right option, once known: the server only reveals it after the attempt closes. */
  correct?: string;
  /** The option the player picked; "" or absent when none. */
  chosen?: string;
  /** Whose pick `chosen` is, in the viewer's words ("Your answer", "User's answer"). */
  chosenLabel: string;
};

/**
 * A closed question's options. The right one and the picked one carry words as well as
 * colour and a symbol, so neither depends on seeing colour.
 */
export function AnswerOptions({ options, correct, chosen, chosenLabel }: AnswerOptionsProps) {
  const { i18n } = useLingui();
  return (
    <ul className="answer-options" aria-label={i18n._("answer.options")}>
      {choices.map((choice) => {
        const isCorrect = choice === correct;
        const isChosen = choice === chosen;
        return (
          <li
            key={choice}
            className="answer-option"
            data-correct={isCorrect}
            data-wrong={isChosen && !isCorrect && Boolean(correct)}
          >
            <span className="option-letter">{choice.toUpperCase()}</span>{" "}
            <span className="option-text">{options[choice]}</span>
            {isCorrect && (
              <span className="option-mark option-mark-correct">
                <span aria-hidden="true">✓ </span>
                {i18n._("answer.correct")}
              </span>
            )}
            {isChosen && <span className="option-mark option-mark-chosen">{chosenLabel}</span>}
          </li>
        );
      })}
    </ul>
  );
}
