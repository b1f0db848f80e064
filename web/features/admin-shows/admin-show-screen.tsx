import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { AdminShowResponse, HostQuestionView } from "../../../contract/shows";
import { AnswerCounts } from "../../components/answer-counts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DetailList } from "../../components/detail-list";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { adminLanguagesQuery } from "../../lib/api/languages";
import { formatMoment } from "../../lib/day-format";
import { rupeeText } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useRealtimeMessage, useResync } from "../../lib/realtime/realtime-provider";
import { adminShowQuery, useCancelShow } from "./api";
import { SHOW_STATUS_WORDS } from "./show-words";
import "./admin-shows.css";

const playersText = (count: number) => `${count} ${count === 1 ? "player" : "players"}`;

/** What the polite live region says of the show now: it speaks when this changes. */
function announcementOf(show: AdminShowResponse): string {
  const status = SHOW_STATUS_WORDS[show.status];
  const current = show.questions[show.index];
  if (show.status !== "live" || !current) return `${status}.`;
  return current.revealed
    ? `Question ${current.index + 1} revealed: ${playersText(current.survivors ?? 0)} still in.`
    : `Question ${current.index + 1} is open.`;
}

/** The payout in words, once the show has ended or been cancelled. */
function payoutText(show: AdminShowResponse): string | null {
  if (show.status === "cancelled") return "Cancelled: nothing was paid and the pool was released.";
  if (show.status !== "ended") return null;
  const { winners } = show;
  if (!winners || winners.count === 0) return "Nobody survived: the pool was released.";
  return `${playersText(winners.count)} won ${rupeeText(winners.sharePaise)} each: ${rupeeText(show.paidPaise)} paid as cash.`;
}

/**
 * /admin/shows/{id} (decision 032): the host's view of one show. Who joined and who is
 * still in, each question's answers arriving as counts (read every two seconds while it
 * runs, and again at once on every show message), the reveals and the payout. Cancel,
 * after a confirmation, releases the pool and tells every player; the show otherwise
 * runs by itself.
 */
export function AdminShowScreen() {
  const { id = "" } = useParams();
  const read = useQuery(adminShowQuery(id));
  const refetch = () => void read.refetch();
  useRealtimeMessage("show", (message) => {
    if (message.showId === id) refetch();
  });
  useResync(refetch);

  return (
    <TitledScreen title={read.data?.title ?? "Live show"} width="wide" className="admin-show">
      <p>
        <Link to={paths.adminShows}>All shows</Link>
      </p>
      <ReadView read={read} what="the show">
        {(show) => <HostView show={show} />}
      </ReadView>
    </TitledScreen>
  );
}

/** The language's name, or its code while the languages are read (or if it is gone). */
function useLanguageName(id: string): string {
  const languages = useQuery(adminLanguagesQuery());
  return languages.data?.Data.find((language) => language.id === id)?.name ?? id;
}

function HostView({ show }: { show: AdminShowResponse }) {
  const payout = payoutText(show);
  const languageName = useLanguageName(show.language);
  const over = show.status === "ended" || show.status === "cancelled";
  return (
    <>
      {/* The figures below show all of it; this says what changed, for screen readers. */}
      <p role="status" className="visually-hidden">
        {announcementOf(show)}
      </p>
      <DetailList
        rows={[
          ["Status", SHOW_STATUS_WORDS[show.status]],
          ["Starts", formatMoment(show.startsAt)],
          ["Language", languageName],
          ["Questions", `${show.questionCount}, ${show.secondsPerQuestion} seconds each`],
          ["Prize pool", rupeeText(show.prizePoolPaise)],
          ["Joined", show.joinedCount],
          ["Still in", show.status === "scheduled" ? "–" : show.survivors],
        ]}
      />
      {payout && <p className="admin-show-payout">{payout}</p>}
      <h2>Questions</h2>
      {show.questions.length === 0 && !over && (
        <p>Each question shows here, with its answer, from the moment it opens for the players.</p>
      )}
      <ol className="admin-show-questions">
        {show.questions.map((question) => (
          <HostQuestion
            key={question.index}
            question={question}
            open={show.status === "live" && show.index === question.index && !question.revealed}
          />
        ))}
      </ol>
      {!over && <CancelShow show={show} />}
    </>
  );
}

function HostQuestion({ question, open }: { question: HostQuestionView; open: boolean }) {
  const state = question.revealed
    ? `Revealed: ${playersText(question.survivors ?? 0)} still in`
    : open
      ? "Open now: answers coming in"
      : "Not asked yet";
  return (
    <li className="card admin-show-question" data-open={open}>
      <h3>{`Question ${question.index + 1}: ${question.text}`}</h3>
      <p className="admin-show-question-state">{state}</p>
      <AnswerCounts
        counts={question.counts}
        options={question.options}
        correct={question.correct}
        label={`Answers to question ${question.index + 1}`}
      />
    </li>
  );
}

function CancelShow({ show }: { show: AdminShowResponse }) {
  const cancelling = useCancelShow(show.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="admin-show-cancel">
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        Cancel show
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Cancel ${show.title}?`}
          details={`Every player is told at once, nothing is paid, and the ${rupeeText(show.prizePoolPaise)} pool is released. This cannot be undone.`}
          confirmLabel="Cancel show"
          dismissLabel="Keep the show"
          busy={cancelling.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancelling.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </div>
  );
}
