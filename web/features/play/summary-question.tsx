import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import type { RunSummaryQuestion } from "../../../contract/play";
import { AnswerOptions } from "../../components/answer-options";
import { ReceiptActions } from "../../components/receipt-actions";
import { paths } from "../../lib/paths";
import { ticketStatusWords } from "../../lib/ticket-status-words";

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
  const { i18n } = useLingui();
  const number = question.index + 1;
  const { options } = question;
  return (
    <li className="summary-question" data-outcome={question.outcome}>
      <h3>{i18n._("summaryQuestion.heading", { number, outcome: question.outcome })}</h3>
      <p className="summary-question-text">{question.question}</p>
      <p className="summary-question-meta">
        {[question.category, question.difficulty].filter(Boolean).join(" · ")}
      </p>
      <details>
        <summary>{i18n._("summaryQuestion.seeAnswers")}</summary>
        <AnswerOptions
          options={options}
          correct={question.correct}
          chosen={question.chosen}
          chosenLabel={i18n._("answer.yourAnswer")}
        />
      </details>
      {receipt && (
        <ReceiptActions
          compact
          receipt={receipt}
          label={i18n._("summaryQuestion.receipt", { number })}
          question={{
            text: question.question,
            options: [options.a, options.b, options.c, options.d],
            correct: question.correct,
          }}
        />
      )}
      {question.reported ? (
        <p className="summary-reported">
          <Trans
            id="summaryQuestion.reported"
            values={{ status: ticketStatusWords[question.reported] }}
            components={{ 0: <Link to={paths.tickets} /> }}
          />
        </p>
      ) : (
        <button type="button" className="link-button" onClick={onReport}>
          {i18n._("summaryQuestion.report", { number })}
        </button>
      )}
    </li>
  );
}
