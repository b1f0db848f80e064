import type {
  Choice,
  RefundRefusals,
  RunListItem,
  RunSummaryQuestion,
  RunSummaryResponse,
  RunSummaryStatus,
} from "../../../contract/play";
import { type TicketStatus, ticketIssues } from "../../../contract/tickets";
import type { RunOfList } from "../../data/play/run-list";
import type { readRunSummary } from "../../data/play/run-summary";
import { refundCheck } from "../../domain/tickets";
import { rupees } from "./money";

type RecordedRun = NonNullable<Awaited<ReturnType<typeof readRunSummary>>>;

/** Why a report with each issue would get no try back, by the refund rule itself. */
function refundRefusalsOf(attempt: { outcome: string; answeredAt: number | null }) {
  const refusals: RefundRefusals = {};
  for (const issue of ticketIssues) {
    const check = refundCheck(issue, attempt);
    if (!check.refundable) refusals[issue] = check.reason;
  }
  return refusals;
}

/** A run's summary: its score, what it won and each closed question. */
export function runSummaryView({
  run,
  questions,
  coupons,
  coins,
}: RecordedRun): RunSummaryResponse {
  return {
    Status: "OK",
    data: {
      runId: run.id,
      status: run.status as RunSummaryStatus,
      questionsInRun: run.questionCount,
      // Counted from the closed questions, so a run still going has its score too.
      correct: questions.filter((question) => question.outcome === "correct").length,
      secondsUsed: Math.round(run.timeUsedMs / 1000),
      coins,
      stars: run.stars ?? 0,
      coupons: coupons.map((coupon) => ({
        id: coupon.id,
        rupee: rupees(coupon.valuePaise),
        claimed: coupon.status === "claimed",
      })),
      questions: questions.map((question) => ({
        attemptId: question.attemptId,
        index: question.position,
        // Only closed attempts reach D1, so none is "pending".
        outcome: question.outcome as RunSummaryQuestion["outcome"],
        question: question.text,
        options: {
          a: question.optionA,
          b: question.optionB,
          c: question.optionC,
          d: question.optionD,
        },
        chosen: (question.answer ?? "") as Choice | "",
        correct: question.correct as Choice,
        category: question.category ?? "",
        difficulty: question.difficulty,
        reported: question.reported as TicketStatus | null,
        refundRefusals: refundRefusalsOf(question),
      })),
    },
  };
}

/** One row of the player's runs list. */
export const runListItemView = (run: RunOfList): RunListItem => ({
  runId: run.id,
  status: run.status as RunSummaryStatus,
  startedAt: run.startedAt,
  endedAt: run.endedAt,
  questionsInRun: run.questionCount,
  answered: run.answered,
  correct: run.correctCount,
  coins: run.coins,
  stars: run.stars,
  paidWith: run.paidByDailyTry ? "daily" : "tries",
  refunded: run.refunded,
});
