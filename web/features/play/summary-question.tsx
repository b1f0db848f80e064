import { Link } from "react-router";
import type { RunSummaryQuestion } from "../../../contract/play";
import { AnswerOptions } from "../../components/answer-options";
import { ReceiptActions } from "../../components/receipt-actions";
import { paths } from "../../lib/paths";
import { ticketStatusWords } from "../../lib/ticket-status-words";

const OUTCOME_WORDS: Record<RunSummaryQuestion["outcome"], string> = {
  correct: "Correct",
  wrong: "Wrong",
  timeout: "Time's up",
  forfeited: "Not answered",
};

/**
 * One closed question of the run summary: how it went, its answers, receipt and report
 * (one per question: once reported, where the report stands instead).
 */
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
        {[question.category, question.difficulty].filter(Boolean).join(" · ")}
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
      {question.reported ? (
        <p className="summary-reported">
          {`Reported: ${ticketStatusWords[question.reported]}. `}
          <Link to={paths.tickets}>See my reports</Link>
        </p>
      ) : (
        <button type="button" className="link-button" onClick={onReport}>
          {`Report question ${number}`}
        </button>
      )}
    </li>
  );
}
