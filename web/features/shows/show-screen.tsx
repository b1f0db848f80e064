import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { Choice } from "../../../contract/play";
import { claimedShowAnswer } from "../../../contract/receipts";
import type { ShowQuestionView, ShowView } from "../../../contract/shows";
import { AnswerButtons } from "../../components/answer-buttons";
import { AnswerCounts } from "../../components/answer-counts";
import { AnswerOptions } from "../../components/answer-options";
import { BusyButton } from "../../components/busy-button";
import { QuestionClock, useCountdownAnnouncement } from "../../components/question-clock";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { showsQuery, useJoinShow } from "../../lib/api/shows";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { verifyLink } from "../../lib/receipts";
import { formatTimeLeft } from "../../lib/resume-time";
import { useNow } from "../../lib/use-now";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import {
  type ShowState,
  showStateKey,
  showStateQuery,
  useShowAnswer,
  useShowMessages,
} from "./api";
import { type KeptAnswer, type KeptAnswers, keepAnswers, readKeptAnswers } from "./kept-answers";
import { useCalmAnnouncement } from "./use-calm-announcement";
import { nextStepAt, useReadWhenOverdue } from "./use-read-when-overdue";
import "./shows.css";

const playersText = (count: number) => `${count} ${count === 1 ? "player" : "players"}`;
const letter = (choice: Choice) => choice.toUpperCase();

/** What the polite live region says for where the show stands: it speaks when this changes. */
function announcementOf(state: ShowState): string {
  const place = `Question ${state.index + 1} of ${state.of}`;
  switch (state.status) {
    case "scheduled":
      return "";
    case "lobby":
      return `${playersText(state.waiting)} waiting for the start.`;
    case "live":
      if (state.reveal) {
        const out = state.you.joined && !state.you.alive ? " You are out." : "";
        return `${place}: the answer was ${letter(state.reveal.correct)}. ${playersText(state.reveal.survivors)} still in.${out}`;
      }
      if (state.question)
        return `${place} is open.${state.you.answered ? " Answer locked in." : ""}`;
      return `${place} has closed.`;
    case "ended":
      return "The show has ended.";
    case "cancelled":
      return "This show was cancelled.";
  }
}

/**
 * /show/{id} (decision 032): a live show as its player lives it. The lobby counts who is
 * waiting; each question opens for everyone at once with the time left on the server's
 * clock; an answer is locked in with its receipt; the reveal shows the right option and
 * how everyone answered; the eliminated watch on; the end says who won what. The socket
 * moves it on; the HTTP state is read again on every reconnect, so a reload or a dropped
 * connection comes back to where the show is.
 */
export function ShowScreen() {
  const { id = "" } = useParams();
  const read = useQuery(showStateQuery(id));
  const list = useQuery(showsQuery(true));
  const show = list.data?.data.find((listed) => listed.id === id);
  const [answers, setAnswers] = useState<KeptAnswers>(() => readKeptAnswers(id));
  const applyMessage = useShowMessages(id);

  useRealtimeMessage("show", (message) => applyMessage(message, (index) => answers[index]?.choice));
  useResync(() => void read.refetch());
  useReadWhenOverdue(read.data ? nextStepAt(read.data, show) : null, () => void read.refetch());

  function keep(index: number, answer: KeptAnswer) {
    const next = { ...answers, [index]: answer };
    setAnswers(next);
    keepAnswers(id, next);
  }

  return (
    <TitledScreen title={show?.title ?? "Live show"} className="show-screen">
      <ReadView read={read} what="the show">
        {(state) => (
          <>
            <ShowAnnouncement state={state} />
            <ShowStage state={state} show={show} answers={answers} onAnswered={keep} />
          </>
        )}
      </ReadView>
    </TitledScreen>
  );
}

/** What changed, for screen readers: the screen shows all of it. */
function ShowAnnouncement({ state }: { state: ShowState }) {
  const said = useCalmAnnouncement(announcementOf(state), state.status === "lobby");
  return (
    <p role="status" className="visually-hidden">
      {said}
    </p>
  );
}

function ShowStage({
  state,
  show,
  answers,
  onAnswered,
}: {
  state: ShowState;
  show: ShowView | undefined;
  answers: KeptAnswers;
  onAnswered: (index: number, answer: KeptAnswer) => void;
}) {
  switch (state.status) {
    case "scheduled":
    case "lobby":
      return <Lobby state={state} show={show} />;
    case "live":
      if (state.reveal) return <Reveal state={state} kept={answers[state.index]} />;
      if (state.question) {
        return (
          <OpenQuestion
            key={state.index}
            state={state}
            question={state.question}
            kept={answers[state.index]}
            onAnswered={onAnswered}
          />
        );
      }
      // The second of grace after a window closes: the question is gone, its reveal not yet out.
      return (
        <p>{`Question ${state.index + 1} of ${state.of} has closed. The answer is revealed in a moment.`}</p>
      );
    case "ended":
      return <ShowEnd state={state} />;
    case "cancelled":
      return (
        <div className="show-panel">
          <p>This show was cancelled. Nothing was charged, and no prize is paid for it.</p>
          <p>
            <Link to={paths.home}>Back to the home page</Link>
          </p>
        </div>
      );
  }
}

function Lobby({ state, show }: { state: ShowState; show: ShowView | undefined }) {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const join = useJoinShow();
  const { joined } = state.you;
  return (
    <div className="show-panel show-lobby">
      {show && <StartsIn startsAt={show.startsAt} />}
      {show && (
        <p>
          {"Prize pool "}
          <strong>{rupeeText(show.prizePoolPaise)}</strong>
          {`: ${show.questionCount} questions, ${show.secondsPerQuestion} seconds each. Answer all of them right to share it.`}
        </p>
      )}
      {state.status === "lobby" ? (
        <p className="show-waiting">
          <strong>{playersText(state.waiting)}</strong> waiting
        </p>
      ) : (
        <p>The lobby opens 10 minutes before the start.</p>
      )}
      {joined ? (
        <p className="show-joined">
          You are in. Keep this page open: the first question comes here.
        </p>
      ) : (
        <BusyButton
          label="Join the show"
          primary
          busy={join.isPending}
          onClick={() =>
            join.mutate(id, {
              onSuccess: () => void queryClient.invalidateQueries({ queryKey: showStateKey(id) }),
            })
          }
        />
      )}
      <p role="alert" className="show-refusal">
        {join.error ? joinRefusalText(join.error) : ""}
      </p>
    </div>
  );
}

function StartsIn({ startsAt }: { startsAt: number }) {
  const now = useNow(true);
  const left = startsAt - now;
  return (
    <p className="show-starts">
      <span>{`Starts ${formatMoment(startsAt)}`}</span>
      <span aria-hidden="true" className="show-countdown">
        {left > 0 ? `in ${formatTimeLeft(left)}` : "starting now"}
      </span>
    </p>
  );
}

function joinRefusalText(error: Error): string {
  if (error instanceof ApiRequestError && error.code === "show_started") {
    return "This show has already started, so it can no longer be joined. You can still watch.";
  }
  return `Could not join. ${serverMessageOf(error)}`;
}

/** Why an answer was not taken, in the player's words; the state says the rest. */
function answerRefusalText(error: Error): string {
  if (!(error instanceof ApiRequestError))
    return `Your answer was not sent. ${serverMessageOf(error)}`;
  switch (error.code) {
    case "already_answered":
      return "You have already answered this question.";
    case "window_closed":
      return "Too late: this question had closed when your answer arrived.";
    case "eliminated":
      return "You are out of this show, so you can watch but not answer.";
    case "not_joined":
      return "You did not join this show, so you can watch but not answer.";
    default:
      return `Your answer was not taken. ${error.message}`;
  }
}

function OpenQuestion({
  state,
  question,
  kept,
  onAnswered,
}: {
  state: ShowState;
  question: ShowQuestionView;
  kept: KeptAnswer | undefined;
  onAnswered: (index: number, answer: KeptAnswer) => void;
}) {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const answer = useShowAnswer(id);
  const { index, you } = state;
  // The window closes on the server's clock: the device's, moved by the measured offset.
  const deadline = question.closesAt - state.clockOffset;
  const [closed, setClosed] = useState(() => deadline <= Date.now());
  const secondsLeft = useSecondsLeft(deadline, deadline - Date.now(), () => setClosed(true));
  const clockAnnouncement = useCountdownAnnouncement(secondsLeft, !closed);
  const options = {
    a: question.options[0],
    b: question.options[1],
    c: question.options[2],
    d: question.options[3],
  };
  const answered = you.answered || kept !== undefined;
  const canAnswer = you.joined && you.alive && !answered && !closed;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The reveal or lobby before it is gone, and focus with it: start the reader (and the
  // keyboard, one Tab from option A) at the new question.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function markAnswered(alive = you.alive) {
    queryClient.setQueryData<ShowState>(showStateKey(id), (current) =>
      current ? { ...current, you: { ...current.you, answered: true, alive } } : current,
    );
  }

  function choose(choice: Choice) {
    if (answer.isPending || !canAnswer) return;
    answer.mutate(
      { index, choice },
      {
        onSuccess: ({ receipt }) => {
          onAnswered(index, { choice, receipt });
          markAnswered();
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          if (error.code === "already_answered") markAnswered();
          if (error.code === "eliminated") markAnswered(false);
        },
      },
    );
  }

  return (
    <div className="show-panel show-question">
      <div className="show-question-head">
        <p className="show-place">{`Question ${index + 1} of ${state.of}`}</p>
        <QuestionClock secondsLeft={secondsLeft} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {clockAnnouncement}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="show-question-text">
        {question.text}
      </h2>
      {you.joined && you.alive ? (
        <AnswerButtons
          label="Options"
          options={options}
          disabled={!canAnswer || answer.isPending}
          chosen={kept?.choice ?? (answer.isPending ? answer.variables?.choice : undefined)}
          onChoose={choose}
        />
      ) : (
        <AnswerOptions options={options} chosenLabel="Your answer" />
      )}
      {answered && (
        <div className="show-locked">
          <p>
            <strong>Answer locked in.</strong> The reveal comes when the time is up.
          </p>
          {kept && <ReceiptLine receipt={kept.receipt} />}
        </div>
      )}
      {!answered && closed && you.alive && <p>Time is up. The answer is revealed in a moment.</p>}
      {you.joined && !you.alive && <OutNote />}
      {!you.joined && <p>You are watching: only players who joined before the start can answer.</p>}
      <p role="alert" className="show-refusal">
        {answer.error ? answerRefusalText(answer.error) : ""}
      </p>
    </div>
  );
}

/** When the server took the answer, as its signed receipt says, and the way to check it. */
function ReceiptLine({ receipt }: { receipt: string }) {
  const taken = claimedShowAnswer(receipt);
  const margin = taken ? (taken.closesAt - taken.answeredAt) / 1000 : null;
  return (
    <p>
      {margin !== null &&
        margin >= 0 &&
        `Taken ${margin.toFixed(1)} s before the question closed. `}
      <Link to={verifyLink({ receipt })}>Check your answer's receipt</Link>
    </p>
  );
}

function OutNote() {
  return <p className="show-out">You are out. Watch on: the questions and reveals keep coming.</p>;
}

function Reveal({ state, kept }: { state: ShowState; kept: KeptAnswer | undefined }) {
  const reveal = state.reveal;
  if (!reveal) return null;
  const { you, index, of } = state;
  const last = index + 1 === of;
  return (
    <div className="show-panel show-reveal">
      <p className="show-place">{`Question ${index + 1} of ${of}: the answer`}</p>
      {state.question && <h2 className="show-question-text">{state.question.text}</h2>}
      <AnswerCounts
        counts={reveal.counts}
        options={state.question?.options}
        correct={reveal.correct}
        chosen={kept?.choice}
      />
      <p className="show-survivors">
        <strong>{playersText(reveal.survivors)}</strong> still in
      </p>
      {you.joined && you.alive && (
        <p className="show-still-in">
          {last
            ? "You answered every question right!"
            : "You are still in. Get ready for the next one."}
        </p>
      )}
      {you.joined && !you.alive && <OutNote />}
    </div>
  );
}

function ShowEnd({ state }: { state: ShowState }) {
  const winners = state.winners;
  const won = state.you.joined && state.you.alive && winners !== undefined && winners.count > 0;
  return (
    <div className="show-panel show-end">
      {won && (
        <div className="show-won">
          <p>
            <strong>{`You won ${rupeeText(winners.sharePaise)}`}</strong>
          </p>
          <p>
            {"It is in your Bank as cash, withdrawable like any other. "}
            <Link to={paths.account}>Open your Bank</Link>
          </p>
        </div>
      )}
      {winners && winners.count > 0 && (
        <p>{`${playersText(winners.count)} won, ${rupeeText(winners.sharePaise)} each.`}</p>
      )}
      {winners?.count === 0 && (
        <p>Nobody answered every question right, so nobody won this time.</p>
      )}
      {!winners && <p>The show has ended. The winners are being counted.</p>}
      {state.you.joined && !state.you.alive && (
        <p>You were out before the end. Better luck next show!</p>
      )}
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </div>
  );
}
