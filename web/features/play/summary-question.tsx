import type { RunSummaryQuestion } from "../../../contract/play";
import { AnswerOptions } from "../../components/answer-options";
import { ReceiptActions } from "../../components/receipt-actions";

const OUTCOME_WORDS: Record<RunSummaryQuestion["outcome"], string> = {
  correct: "Correct",
  wrong: "Wrong",
  timeout: "Time's up",
  forfeited: "Not answered",
};

/** One closed question of the run summary: how it went, its answers, receipt and report. */
export function SummaryQuestion({
  question,
  receipt,
  onReport,
}: {
  question: RunSummaryQuestion;
  receipt: string | undefined;
  onReport: () => void;
}) {
  const number = question.index + 1;
  const { options } = question;
  return (
    <li className="summary-question" data-outcome={question.outcome}>
      <h3>{`Question ${number}: ${OUTCOME_WORDS[question.outcome]}`}</h3>
      <p className="summary-question-text">{question.question}</p>
      <p className="summary-question-meta">
        {[question.category && `Category: ${question.category}`, question.difficulty]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <details>
        <summary>See the answers</summary>
        <AnswerOptions
          options={options}
          correct={question.correct}
          chosen={question.chosen}
          chosenLabel="Your answer"
        />
      </details>
      {receipt && (
        <ReceiptActions
          compact
          receipt={receipt}
          label={`Signed receipt for question ${number}`}
          question={{
            text: question.question,
            options: [options.a, options.b, options.c, options.d],
            correct: question.correct,
          }}
        />
      )}
      <button type="button" className="link-button" onClick={onReport}>
        {`Report question ${number}`}
      </button>
    </li>
  );
}
