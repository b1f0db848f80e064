import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
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
import { showStatusText } from "./show-words";
import "./admin-shows.css";

/** What the polite live region says of the show now: it speaks when this changes. */
function announcementOf(i18n: I18n, show: AdminShowResponse): string {
  const current = show.questions[show.index];
  if (show.status !== "live" || !current) {
    return i18n._("admin.show.announce.status", { status: showStatusText(i18n, show.status) });
  }
  const number = current.index + 1;
  return current.revealed
    ? i18n._("admin.show.announce.revealed", { number, count: current.survivors ?? 0 })
    : i18n._("admin.show.announce.open", { number });
}

/** The payout in words, once the show has ended or been cancelled. */
function payoutText(i18n: I18n, show: AdminShowResponse): string | null {
  if (show.status === "cancelled") return i18n._("admin.show.payout.cancelled");
  if (show.status !== "ended") return null;
  const { winners } = show;
  if (!winners || winners.count === 0) return i18n._("admin.show.payout.nobody");
  return i18n._("admin.show.payout.paid", {
    count: winners.count,
    share: rupeeText(winners.sharePaise),
    paid: rupeeText(show.paidPaise),
  });
}

/**
 * /admin/shows/{id} (decision 032): the host's view of one show. Who joined and who is
 * still in, each question's answers arriving as counts (read every two seconds while it
 * runs, and again at once on every show message), the reveals and the payout. Cancel,
 * after a confirmation, releases the pool and tells every player; the show otherwise
 * runs by itself.
 */
export function AdminShowScreen() {
  const { i18n } = useLingui();
  const { id = "" } = useParams();
  const read = useQuery(adminShowQuery(id));
  const refetch = () => void read.refetch();
  useRealtimeMessage("show", (message) => {
    if (message.showId === id) refetch();
  });
  useResync(refetch);

  return (
    <TitledScreen
      title={read.data?.title ?? i18n._("admin.show.title")}
      width="wide"
      className="admin-show"
    >
      <p>
        <Link to={paths.adminShows}>{i18n._("admin.show.allShows")}</Link>
      </p>
      <ReadView read={read} what={i18n._("admin.show.readWhat")}>
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
  const { i18n } = useLingui();
  const payout = payoutText(i18n, show);
  const languageName = useLanguageName(show.language);
  const over = show.status === "ended" || show.status === "cancelled";
  return (
    <>
      {/* The figures below show all of it; this says what changed, for screen readers. */}
      <p role="status" className="visually-hidden">
        {announcementOf(i18n, show)}
      </p>
      <DetailList
        rows={[
          [i18n._("admin.show.detail.status"), showStatusText(i18n, show.status)],
          [i18n._("admin.show.detail.starts"), formatMoment(show.startsAt)],
          [i18n._("admin.show.detail.language"), languageName],
          [
            i18n._("admin.show.detail.questions"),
            i18n._("admin.show.detail.questionsValue", {
              count: show.questionCount,
              seconds: show.secondsPerQuestion,
            }),
          ],
          [i18n._("admin.show.detail.pool"), rupeeText(show.prizePoolPaise)],
          [i18n._("admin.show.detail.joined"), show.joinedCount],
          [i18n._("admin.show.detail.stillIn"), show.status === "scheduled" ? "–" : show.survivors],
        ]}
      />
      {payout && <p className="admin-show-payout">{payout}</p>}
      <h2>{i18n._("admin.show.questions.heading")}</h2>
      {show.questions.length === 0 && !over && <p>{i18n._("admin.show.questions.empty")}</p>}
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
  const { i18n } = useLingui();
  const number = question.index + 1;
  const state = question.revealed
    ? i18n._("admin.show.question.revealed", { count: question.survivors ?? 0 })
    : open
      ? i18n._("admin.show.question.open")
      : i18n._("admin.show.question.notAsked");
  return (
    <li className="card admin-show-question" data-open={open}>
      <h3>{i18n._("admin.show.question.heading", { number, text: question.text })}</h3>
      <p className="admin-show-question-state">{state}</p>
      <AnswerCounts
        counts={question.counts}
        options={question.options}
        correct={question.correct}
        label={i18n._("admin.show.question.answers", { number })}
      />
    </li>
  );
}

function CancelShow({ show }: { show: AdminShowResponse }) {
  const { i18n } = useLingui();
  const cancelling = useCancelShow(show.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="admin-show-cancel">
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {i18n._("admin.show.cancel.button")}
      </button>
      {confirming && (
        <ConfirmDialog
          title={i18n._("admin.show.cancel.title", { title: show.title })}
          details={i18n._("admin.show.cancel.details", { pool: rupeeText(show.prizePoolPaise) })}
          confirmLabel={i18n._("admin.show.cancel.button")}
          dismissLabel={i18n._("admin.show.cancel.keep")}
          busy={cancelling.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancelling.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </div>
  );
}
