import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type {
  Choice,
  QuestionFetchResponse,
  ServedQuestionView,
  VerifyAnswerResponse,
} from "../../../contract/play";
import { serverMessageOf } from "../../lib/api-errors";
import { paths, runSummaryPath } from "../../lib/paths";
import { sendUntilReplied } from "../../lib/send-until-replied";
import { type SoundEffect, useSoundEffects } from "../../lib/sound-effects";
import { type AnswerFeedback, feedbackOf, timeUpFeedback } from "./answer-feedback";
import { type AnswerBody, fetchQuestion, sendAnswer, sendImageReady } from "./api";
import { markRunActive, markRunEnded } from "./run-flag";

/** A served question with when its reply arrived: its clock counts from then. */
export type ReceivedQuestion = ServedQuestionView & { receivedAt: number };

export type Round =
  /** `offline` once the read got no reply: it is sent again until one comes. */
  | { phase: "loading"; offline?: boolean }
  | { phase: "asking"; question: ReceivedQuestion }
  | { phase: "verifying"; question: ReceivedQuestion }
  /** The answer got no reply (the connection dropped): it is sent again until one comes. */
  | { phase: "resending"; question: ReceivedQuestion; choice: Choice }
  /** The moment after an answer: what happened, before the next question. */
  | { phase: "feedback"; question: ReceivedQuestion; feedback: AnswerFeedback }
  /** No question: the server's reason for one it will not serve, or a read that failed. */
  | { phase: "stopped"; why: "game_off" | "no_questions" | { failure: unknown } };

function soundOf(feedback: AnswerFeedback): SoundEffect {
  if (feedback.couponWon || feedback.stars !== null) return "prize";
  if (feedback.outcome === "correct") return "correct";
  return feedback.outcome === "wrong" ? "wrong" : "time-up";
}

/**
 * The play loop of SPEC.md section 4 against the server's clock (DESIGN.md section 4):
 * the question and its remaining time always come from the server, so a reload resumes
 * where the server is; the right answer is only known from the verify reply. After each
 * answer the round shows its feedback, then the next question or the run's summary.
 */
export function useQuestionRound(userId: string) {
  const navigate = useNavigate();
  const playSound = useSoundEffects();
  const [round, setRound] = useState<Round>({ phase: "loading" });
  /** Why the last answer could not be checked, shown in the page over the question. */
  const [uncheckedReason, setUncheckedReason] = useState<string | null>(null);
  const alive = useRef(false);
  const reading = useRef<AbortController | null>(null);
  const resending = useRef<AbortController | null>(null);
  // An answer is in flight: nothing may put the question back on screen meanwhile.
  const answering = useRef(false);
  const imageReportedFor = useRef<string | null>(null);

  const readQuestion = useCallback(async () => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    let reply: QuestionFetchResponse;
    try {
      // Reading the question is safe to repeat, so a dropped connection waits for its
      // return instead of ending on an error; a question on screen stays there meanwhile.
      reply = await sendUntilReplied(() => fetchQuestion(userId, controller.signal), {
        signal: controller.signal,
        onUnreplied: () =>
          setRound((current) =>
            current.phase === "loading" ? { phase: "loading", offline: true } : current,
          ),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("Could not load the question", error);
      setRound({ phase: "stopped", why: { failure: error } });
      return;
    }
    if (controller.signal.aborted) return;
    if (reply.Status === "OK") {
      markRunActive();
      setRound({ phase: "asking", question: { ...reply.data, receivedAt: Date.now() } });
      return;
    }
    if (reply.reason === "no_run") {
      markRunEnded();
      navigate(paths.start, { replace: true });
      return;
    }
    // The server ends a run that has no question left to serve.
    if (reply.reason === "no_questions") markRunEnded();
    setRound({ phase: "stopped", why: reply.reason });
  }, [userId, navigate]);

  useEffect(() => {
    alive.current = true;
    void readQuestion();
    return () => {
      alive.current = false;
      reading.current?.abort();
      resending.current?.abort();
    };
  }, [readQuestion]);

  const retry = useCallback(() => {
    setRound({ phase: "loading" });
    void readQuestion();
  }, [readQuestion]);

  const showFeedback = useCallback(
    (question: ReceivedQuestion, feedback: AnswerFeedback) => {
      if (feedback.runEnds) markRunEnded();
      setRound({ phase: "feedback", question, feedback });
      playSound(soundOf(feedback));
    },
    [playSound],
  );

  /** After the feedback: the next question, or the summary of the run it ended. */
  const next = useCallback(() => {
    if (round.phase !== "feedback") return;
    if (round.feedback.runEnds) {
      navigate(runSummaryPath(round.question.runId), { replace: true });
      return;
    }
    retry();
  }, [round, navigate, retry]);

  /** The device's countdown reached 0, or the server said it timed the question out. */
  const timeOut = useCallback(
    (question: ReceivedQuestion) => showFeedback(question, timeUpFeedback()),
    [showFeedback],
  );

  /** The right option of a question that timed out, once the server has closed it. */
  const revealCorrect = useCallback((attemptId: string, correct: Choice) => {
    setRound((current) =>
      current.phase === "feedback" && current.question._id === attemptId
        ? { ...current, feedback: { ...current.feedback, correct } }
        : current,
    );
  }, []);

  /**
   * The image loaded or failed: the server starts the clock now (the screen already runs
   * its own from now). Reading the question again gives the clock as the server started it
   * (its grace may have started it first).
   */
  const reportImage = useCallback(
    async (question: ServedQuestionView) => {
      if (question.clockRunning || imageReportedFor.current === question._id) return;
      imageReportedFor.current = question._id;
      try {
        await sendImageReady(question._id);
      } catch (error) {
        // The server starts the clock by itself after its grace; the read below shows it.
        console.error("Could not report the image", error);
      }
      if (alive.current && !answering.current) void readQuestion();
    },
    [readQuestion],
  );

  const choose = useCallback(
    async (question: ReceivedQuestion, choice: Choice, secondsLeft: number) => {
      reading.current?.abort();
      answering.current = true;
      setUncheckedReason(null);
      setRound({ phase: "verifying", question });
      const secondsUsed = Math.max(0, question.seconds - secondsLeft);
      // SPEC.md's fields; the server times the answer itself, and the client never knows
      // `Ans` (DESIGN.md section 2).
      const body = {
        answer: choice,
        user: userId,
        id: question._id,
        seconds: secondsUsed,
        Ans: null,
      } satisfies AnswerBody;
      const controller = new AbortController();
      resending.current = controller;
      let reply: VerifyAnswerResponse;
      try {
        // The same answer sent again gets its verdict (decision 027), so a dropped
        // connection keeps the question on screen and the answer is sent until it lands.
        reply = await sendUntilReplied(() => sendAnswer(body), {
          signal: controller.signal,
          onUnreplied: () => setRound({ phase: "resending", question, choice }),
        });
      } catch (error) {
        answering.current = false;
        if (!alive.current) return;
        console.error("Could not verify the answer", error);
        setUncheckedReason(serverMessageOf(error));
        // The server's clock kept running: show the question as the server has it now.
        retry();
        return;
      }
      answering.current = false;
      if (!alive.current) return;
      showFeedback(question, feedbackOf(reply, choice));
    },
    [userId, retry, showFeedback],
  );

  /** The player reported the open question, which ended the run: its summary is next. */
  const leave = useCallback(
    (question: ServedQuestionView) => {
      markRunEnded();
      navigate(runSummaryPath(question.runId), { replace: true });
    },
    [navigate],
  );

  return {
    round,
    uncheckedReason,
    choose,
    timeOut,
    revealCorrect,
    next,
    reportImage,
    retry,
    leave,
  };
}
