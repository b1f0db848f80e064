/**
 * What a closed attempt earns, pure. Correct: coins and the next question; every Nth
 * correct in a run also a coupon; all questions of the run correct: 1 to 5 stars by the
 * share of the allowed time the player used. Wrong or late ends the run.
 */
export type Choice = "a" | "b" | "c" | "d";
export type AttemptOutcome = "correct" | "wrong" | "timeout";

/** SPEC.md's status words for the verify call, plus ours for the two endings. */
export type VerifyStatus = "OK" | "OKK" | "STARS" | "WRONG" | "TIME_OUT";

export function judge(choice: Choice, correct: Choice, late: boolean): AttemptOutcome {
  if (late) return "timeout";
  return choice === correct ? "correct" : "wrong";
}

export function starsFor(timeUsedMs: number, timeAllowedMs: number): number {
  if (timeAllowedMs <= 0) return 1;
  const share = timeUsedMs / timeAllowedMs;
  if (share <= 0.2) return 5;
  if (share <= 0.4) return 4;
  if (share <= 0.6) return 3;
  if (share <= 0.8) return 2;
  return 1;
}

export type RunProgress = {
  correctSoFar: number;
  questionsPerRun: number;
  couponEvery: number;
  /** Time used and allowed over the whole run, including this answer. */
  timeUsedMs: number;
  timeAllowedMs: number;
};

export type Verdict = {
  status: VerifyStatus;
  runEnds: boolean;
  earnsCoupon: boolean;
  stars: number | null;
};

export function verdictFor(outcome: AttemptOutcome, progress: RunProgress): Verdict {
  if (outcome === "wrong")
    return { status: "WRONG", runEnds: true, earnsCoupon: false, stars: null };
  if (outcome === "timeout") {
    return { status: "TIME_OUT", runEnds: true, earnsCoupon: false, stars: null };
  }
  const correct = progress.correctSoFar + 1;
  if (correct >= progress.questionsPerRun) {
    return {
      status: "STARS",
      runEnds: true,
      earnsCoupon: correct % progress.couponEvery === 0,
      stars: starsFor(progress.timeUsedMs, progress.timeAllowedMs),
    };
  }
  const earnsCoupon = correct % progress.couponEvery === 0;
  return { status: earnsCoupon ? "OKK" : "OK", runEnds: false, earnsCoupon, stars: null };
}
