import { LoadingScreen } from "../../components/loading-screen";
import { PageTitle } from "../../components/page-title";
import { useRealtimeMessage } from "../../lib/realtime/realtime-provider";
import { QuestionView } from "./question-view";
import { useQuestionRound } from "./use-question-round";

/** /play while the game is on: the current question, or why there is none. */
export function QuestionRound({ userId }: { userId: string }) {
  const { round, choose, timeOut, reportImage, retry } = useQuestionRound(userId);

  // The server timed the question out (DESIGN.md section 6); the device's clock may lag.
  useRealtimeMessage("run", (message) => {
    if (round.phase === "asking" && message.attemptId === round.question._id) {
      timeOut(round.question);
    }
  });

  if (round.phase === "loading" || round.phase === "stopped") {
    return (
      <section className="screen">
        <PageTitle title="Play" />
        <h1>Play</h1>
        {round.phase === "loading" ? (
          <LoadingScreen />
        ) : (
          <div role="alert">
            <p>{round.message}</p>
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </div>
        )}
      </section>
    );
  }

  const { question } = round;
  return (
    <QuestionView
      key={question._id}
      question={question}
      deadline={round.phase === "asking" ? round.deadline : null}
      verifying={round.phase === "verifying"}
      onChoose={(choice, secondsLeft) => void choose(question, choice, secondsLeft)}
      onTimeUp={() => timeOut(question)}
      onImageSettled={() => void reportImage(question)}
    />
  );
}
