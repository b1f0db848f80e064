import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { ShowView } from "../../contract/shows";
import { nextShowOf, showsQuery, useJoinShow } from "../lib/api/shows";
import { ApiRequestError } from "../lib/api-client";
import { serverMessageOf } from "../lib/api-errors";
import { formatMoment } from "../lib/day-format";
import { rupeeText } from "../lib/money";
import { showPath, signInPath } from "../lib/paths";
import { formatTimeLeft } from "../lib/resume-time";
import { useNow } from "../lib/use-now";
import { useStoredValue } from "../lib/use-stored-value";
import { BusyButton } from "./busy-button";
import "./next-show-card.css";

/**
 * The next live show as a card, on home and /start: its title, its start in the viewer's
 * own clock with a countdown, the prize pool and Join. A visitor's Join goes to sign in
 * and comes back to the show. Nothing is shown while the list is read, if it cannot be,
 * or when no show is coming: the card is an invitation, not the screen's content.
 */
export function NextShowCard() {
  const signedIn = useStoredValue("ssid") !== null;
  const { data } = useQuery(showsQuery(signedIn));
  const show = data ? nextShowOf(data.data) : null;
  return show ? <ShowCard show={show} signedIn={signedIn} /> : null;
}

function ShowCard({ show, signedIn }: { show: ShowView; signedIn: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const join = useJoinShow();
  const started = show.status === "live";
  return (
    <section className="card next-show" aria-labelledby={`${id}-title`}>
      <p className="next-show-kind">
        {i18n._(started ? "nextShow.kind.live" : "nextShow.kind.coming")}
      </p>
      <h2 id={`${id}-title`}>{show.title}</h2>
      {!started && (
        <ShowStartLine
          startsAt={show.startsAt}
          className="next-show-start"
          countdownClassName="next-show-countdown"
        />
      )}
      <p className="next-show-pool">
        <Trans
          id="nextShow.pool"
          values={{
            pool: rupeeText(show.prizePoolPaise),
            count: show.questionCount,
            seconds: show.secondsPerQuestion,
          }}
          components={{ 0: <strong /> }}
        />
      </p>
      <div className="next-show-actions">
        {!signedIn && !started && (
          <Link className="button button-primary" to={signInPath(showPath(show.id))}>
            {i18n._("nextShow.join")}
          </Link>
        )}
        {signedIn && !show.joined && !started && (
          <BusyButton
            label={i18n._("nextShow.join")}
            name={i18n._("nextShow.joinNamed", { title: show.title })}
            primary
            busy={join.isPending}
            onClick={() => join.mutate(show.id)}
          />
        )}
        {show.joined && (
          <>
            <p className="status-badge next-show-joined" data-on="true">
              {i18n._("nextShow.joined")}
            </p>
            <Link className="button button-primary" to={showPath(show.id)}>
              {i18n._(started ? "nextShow.backToShow" : "nextShow.toLobby")}
            </Link>
          </>
        )}
        {started && !show.joined && (
          <Link className="button" to={showPath(show.id)}>
            {i18n._("nextShow.watch")}
          </Link>
        )}
      </div>
      <p role="alert" className="next-show-error">
        {join.error ? joinRefusalText(i18n, join.error) : ""}
      </p>
    </section>
  );
}

/** Why Join failed, here and in the show's lobby: a show that started meanwhile said plainly. */
export function joinRefusalText(i18n: I18n, error: Error): string {
  if (error instanceof ApiRequestError && error.code === "show_started") {
    return i18n._("showJoin.started");
  }
  return i18n._("showJoin.failed", { reason: serverMessageOf(error) });
}

/**
 * "Starts 29 Nov 2026, 9:00 pm" in the viewer's clock, with the ticking countdown hidden
 * from screen readers: the start time is steady, so it is read once, not every second.
 * The card's and the show's lobby's, each with its own classes.
 */
export function ShowStartLine({
  startsAt,
  className,
  countdownClassName,
}: {
  startsAt: number;
  className: string;
  countdownClassName: string;
}) {
  const { i18n } = useLingui();
  const now = useNow(true);
  const left = startsAt - now;
  return (
    <p className={className}>
      <span>{i18n._("showStart.at", { moment: formatMoment(startsAt) })}</span>
      <span aria-hidden="true" className={countdownClassName}>
        {left > 0
          ? i18n._("showStart.in", { time: formatTimeLeft(left) })
          : i18n._("showStart.now")}
      </span>
    </p>
  );
}
