import type {
  Choice,
  RunSummaryQuestion,
  RunSummaryResponse,
  RunSummaryStatus,
} from "../../../contract/play";
import type { readRunSummary } from "../../data/play/run-summary";
import { rupees } from "./money";

type RecordedRun = NonNullable<Awaited<ReturnType<typeof readRunSummary>>>;

/** A run's summary (issue 13): its score, what it won and each closed question. */
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
      })),
    },
  };
}
