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
  const id = useId();
  const join = useJoinShow();
  const started = show.status === "live";
  return (
    <section className="card next-show" aria-labelledby={`${id}-title`}>
      <p className="next-show-kind">{started ? "Live show: on now" : "Live show"}</p>
      <h2 id={`${id}-title`}>{show.title}</h2>
      {!started && <StartLine startsAt={show.startsAt} />}
      <p className="next-show-pool">
        {"Prize pool "}
        <strong>{rupeeText(show.prizePoolPaise)}</strong>
        {`, shared by everyone who answers all ${show.questionCount} questions right (${show.secondsPerQuestion} seconds each).`}
      </p>
      <div className="next-show-actions">
        {!signedIn && !started && (
          <Link className="button button-primary" to={signInPath(showPath(show.id))}>
            Join
          </Link>
        )}
        {signedIn && !show.joined && !started && (
          <BusyButton
            label="Join"
            name={`Join ${show.title}`}
            primary
            busy={join.isPending}
            onClick={() => join.mutate(show.id)}
          />
        )}
        {show.joined && (
          <>
            <p className="status-badge next-show-joined" data-on="true">
              Joined
            </p>
            <Link className="button button-primary" to={showPath(show.id)}>
              {started ? "Back to the show" : "Go to the lobby"}
            </Link>
          </>
        )}
        {started && !show.joined && (
          <Link className="button" to={showPath(show.id)}>
            Watch
          </Link>
        )}
      </div>
      <p role="alert" className="next-show-error">
        {join.error ? joinRefusalText(join.error) : ""}
      </p>
    </section>
  );
}

function joinRefusalText(error: Error): string {
  if (error instanceof ApiRequestError && error.code === "show_started") {
    return "This show has already started, so it can no longer be joined. You can still watch.";
  }
  return `Could not join. ${serverMessageOf(error)}`;
}

/**
 * "Starts 29 Nov 2026, 9:00 pm" in the viewer's clock, with the ticking countdown hidden
 * from screen readers: the start time is steady, so it is read once, not every second.
 */
function StartLine({ startsAt }: { startsAt: number }) {
  const now = useNow(true);
  const left = startsAt - now;
  return (
    <p className="next-show-start">
      <span>{`Starts ${formatMoment(startsAt)}`}</span>
      <span aria-hidden="true" className="next-show-countdown">
        {left > 0 ? `in ${formatTimeLeft(left)}` : "starting now"}
      </span>
    </p>
  );
}
