import { Trans, useLingui } from "@lingui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { Choice } from "../../../contract/play";
import { claimedShowAnswer } from "../../../contract/receipts";
import type { ShowQuestionView, ShowView } from "../../../contract/shows";
import { AnswerButtons } from "../../components/answer-buttons";
import { AnswerOptions } from "../../components/answer-options";
import { BusyButton } from "../../components/busy-button";
import { joinRefusalText, ShowStartLine } from "../../components/next-show-card";
import { QuestionClock, useCountdownAnnouncement } from "../../components/question-clock";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { showsQuery, useJoinShow } from "../../lib/api/shows";
import { ApiRequestError } from "../../lib/api-client";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { verifyLink } from "../../lib/receipts";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import {
  type ShowState,
  showStateKey,
  showStateQuery,
  useShowAnswer,
  useShowMessages,
} from "./api";
import { type KeptAnswer, type KeptAnswers, keepAnswers, readKeptAnswers } from "./kept-answers";
import { OutNote, Reveal, ShowEnd } from "./show-outcomes";
import { announcementOf, answerRefusalText } from "./show-words";
import { useCalmAnnouncement } from "./use-calm-announcement";
import { nextStepAt, useReadWhenOverdue } from "./use-read-when-overdue";
import "./shows.css";

/**
 * /show/{id} (decision 032): a live show as its player lives it. The lobby counts who is
 * waiting; each question opens for everyone at once with the time left on the server's
 * clock; an answer is locked in with its receipt; the reveal shows the right option and
 * how everyone answered; the eliminated watch on; the end says who won what. The socket
 * moves it on; the HTTP state is read again on every reconnect, so a reload or a dropped
 * connection comes back to where the show is.
 */
export function ShowScreen() {
  const { i18n } = useLingui();
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
    <TitledScreen title={show?.title ?? i18n._("showScreen.title")} className="show-screen">
      <ReadView read={read} what={i18n._("showScreen.what")}>
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
  const { i18n } = useLingui();
  const said = useCalmAnnouncement(announcementOf(i18n, state), state.status === "lobby");
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
  const { i18n } = useLingui();
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
      return <p>{i18n._("showScreen.closedWait", { number: state.index + 1, total: state.of })}</p>;
    case "ended":
      return <ShowEnd state={state} />;
    case "cancelled":
      return (
        <div className="show-panel">
          <p>{i18n._("showScreen.cancelled")}</p>
          <p>
            <Link to={paths.home}>{i18n._("showScreen.home")}</Link>
          </p>
        </div>
      );
  }
}

function Lobby({ state, show }: { state: ShowState; show: ShowView | undefined }) {
  const { i18n } = useLingui();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const join = useJoinShow();
  const { joined } = state.you;
  return (
    <div className="show-panel show-lobby">
      {show && (
        <ShowStartLine
          startsAt={show.startsAt}
          className="show-starts"
          countdownClassName="show-countdown"
        />
      )}
      {show && (
        <p>
          <Trans
            id="showScreen.pool"
            values={{
              pool: rupeeText(show.prizePoolPaise),
              count: show.questionCount,
              seconds: show.secondsPerQuestion,
            }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
      {state.status === "lobby" ? (
        <p className="show-waiting">
          <Trans
            id="showScreen.waiting"
            values={{ count: state.waiting }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : (
        <p>{i18n._("showScreen.lobbyOpens")}</p>
      )}
      {joined ? (
        <p className="show-joined">{i18n._("showScreen.joined")}</p>
      ) : (
        <BusyButton
          label={i18n._("showScreen.join")}
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
        {join.error ? joinRefusalText(i18n, join.error) : ""}
      </p>
    </div>
  );
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
  const { i18n } = useLingui();
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
        <p className="show-place">
          {i18n._("showScreen.place", { number: index + 1, total: state.of })}
        </p>
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
          label={i18n._("answer.options")}
          options={options}
          disabled={!canAnswer || answer.isPending}
          chosen={kept?.choice ?? (answer.isPending ? answer.variables?.choice : undefined)}
          onChoose={choose}
        />
      ) : (
        <AnswerOptions options={options} chosenLabel={i18n._("answer.yourAnswer")} />
      )}
      {answered && (
        <div className="show-locked">
          <p>
            <Trans id="showScreen.locked" components={{ 0: <strong /> }} />
          </p>
          {kept && <ReceiptLine receipt={kept.receipt} />}
        </div>
      )}
      {!answered && closed && you.alive && <p>{i18n._("showScreen.timeUp")}</p>}
      {you.joined && !you.alive && <OutNote />}
      {!you.joined && <p>{i18n._("showScreen.watching")}</p>}
      <p role="alert" className="show-refusal">
        {answer.error ? answerRefusalText(i18n, answer.error) : ""}
      </p>
    </div>
  );
}

/** When the server took the answer, as its signed receipt says, and the way to check it. */
function ReceiptLine({ receipt }: { receipt: string }) {
  const { i18n } = useLingui();
  const taken = claimedShowAnswer(receipt);
  const margin = taken ? (taken.closesAt - taken.answeredAt) / 1000 : null;
  return (
    <p>
      {margin !== null &&
        margin >= 0 &&
        `${i18n._("showScreen.taken", { seconds: margin.toFixed(1) })} `}
      <Link to={verifyLink({ receipt })}>{i18n._("showScreen.checkReceipt")}</Link>
    </p>
  );
}
