import { Trans, useLingui } from "@lingui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ShowView } from "../../../contract/shows";
import { BusyButton } from "../../components/busy-button";
import { joinRefusalText, ShowStartLine } from "../../components/next-show-card";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { showsQuery, useJoinShow } from "../../lib/api/shows";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { type ShowState, showStateKey, showStateQuery, useShowMessages } from "./api";
import { type KeptAnswer, type KeptAnswers, keepAnswers, readKeptAnswers } from "./kept-answers";
import { Reveal, ShowEnd } from "./show-outcomes";
import { OpenQuestion } from "./show-question";
import { announcementOf } from "./show-words";
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
