import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { generatePath, Link, useNavigate, useParams } from "react-router";
import type { ReviewView } from "../../../contract/community";
import { LIKE_FREE_TRIES } from "../../../contract/offers";
import { BusyButton } from "../../components/busy-button";
import { LoadingScreen } from "../../components/loading-screen";
import { usePopupMessage } from "../../components/popup-message";
import { LoadFailure } from "../../components/read-view";
import { ShareButtons } from "../../components/share-buttons";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { accountQuery } from "../../lib/api/money";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessageOf } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { reviewQuery, useLikeReview } from "./api";
import "../../components/field-shell.css";
import "./community.css";

/**
 * SPEC.md section 8's like messages, by the reply's Status; a person's first like also
 * earns a free try (DESIGN.md 4), which the reply says it gave or not (a returning person
 * had it on an earlier account).
 */
const refusedLikeMessages: Record<string, string> = {
  ALREADY_LIKED: "like.alreadyLiked",
  Exist: "like.oneOnly",
};

/** /like/{id}: a shared review, shown to anyone; a signed-in player may like it once. */
export function LikeScreen() {
  const { i18n } = useLingui();
  const { id = "" } = useParams();
  const read = useQuery(reviewQuery(id));

  let body: ReactNode;
  if (read.data) {
    body = (
      <>
        <ReviewCard review={read.data.data} />
        <LikeAction reviewId={id} />
        <ShareReview reviewId={id} name={read.data.data.name} />
      </>
    );
  } else if (read.error) {
    const missing = read.error instanceof ApiRequestError && read.error.status === 404;
    body = missing ? (
      <div role="alert" className="alert-box">
        <p>{i18n._("like.missing")}</p>
        <Link to={paths.home}>{i18n._("like.goHome")}</Link>
      </div>
    ) : (
      <LoadFailure
        error={read.error}
        what={i18n._("like.loadWhat")}
        onRetry={() => void read.refetch()}
      />
    );
  } else {
    body = <LoadingScreen />;
  }

  return (
    <TitledScreen title={i18n._("like.title")} width="narrow" className="community-screen">
      {body}
    </TitledScreen>
  );
}

/**
 * The reviewer is shown by their name's initial, never their Google picture: the CSP loads
 * images from our own origin only, and a picture from Google's host would tell it who read
 * whose review (docs/decisions/024).
 */
function ReviewCard({ review }: { review: ReviewView }) {
  const { i18n } = useLingui();
  const name = review.name.trim() || i18n._("like.aPlayer");
  const initial = Array.from(name)[0]?.toUpperCase() ?? "?";
  return (
    <article className="card review-card" aria-label={i18n._("like.reviewBy", { name })}>
      <header className="review-author">
        <span className="review-avatar" aria-hidden="true">
          {initial}
        </span>
        <p className="review-name">{name}</p>
      </header>
      <StarsShown stars={review.stars} />
      <p className="review-text">{review.text}</p>
    </article>
  );
}

/** SPEC.md: "No stars" when stars is not a positive number. */
function StarsShown({ stars }: { stars: unknown }) {
  const { i18n } = useLingui();
  if (typeof stars !== "number" || !Number.isFinite(stars) || stars <= 0) {
    return <p className="review-stars review-no-stars">{i18n._("like.noStars")}</p>;
  }
  const shown = Math.min(5, Math.max(1, Math.round(stars)));
  return (
    <p className="review-stars">
      <span aria-hidden="true">
        <span className="review-stars-on">{"★".repeat(shown)}</span>
        <span className="review-stars-off">{"☆".repeat(5 - shown)}</span>
      </span>
      <span className="visually-hidden">{i18n._("starPicker.outOfFive", { count: shown })}</span>
    </p>
  );
}

/** A refused like: the player's own review (409) says so better than a generic failure. */
function likeFailureMessage(error: Error, i18n: I18n): string {
  const ownReview = error instanceof ApiRequestError && error.status === 409;
  return ownReview ? serverMessageOf(error) : i18n._("like.failed");
}

function LikeAction({ reviewId }: { reviewId: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const signedIn = useStoredValue("ssid") !== null;
  const email = useStoredValue("email");
  const liking = useLikeReview({
    failureMessage: (error: Error) => likeFailureMessage(error, i18n),
  });
  const loginTo = `${paths.login}?${new URLSearchParams({ next: generatePath(paths.like, { id: reviewId }) })}`;

  function like() {
    if (liking.isPending) return;
    // Without a session the server could only answer 401, which signs the device out.
    if (!signedIn) {
      showMessage(i18n._("like.signIn"));
      return;
    }
    liking.mutate(
      { l_id: reviewId, email: email ?? "" },
      {
        onSuccess: (reply) => {
          const status: string | undefined = reply?.Status;
          if (reply?.Status === "OK") {
            if (reply.freeTries > 0) {
              showMessage(i18n._("like.thanksWithTry"));
              navigate(paths.play);
            } else {
              showMessage(i18n._("like.thanks"));
            }
            return;
          }
          showMessage(i18n._((status && refusedLikeMessages[status]) || "like.failed"));
        },
      },
    );
  }

  return (
    <div className="like-action">
      <BusyButton label={i18n._("like.button")} primary busy={liking.isPending} onClick={like} />
      <StatusLine>{liking.isPending ? i18n._("like.sending") : ""}</StatusLine>
      {signedIn ? (
        <LikeOfferHint />
      ) : (
        <p>
          <Trans
            id="like.logInHint"
            values={{ count: LIKE_FREE_TRIES }}
            components={{ 0: <Link to={loginTo} /> }}
          />
        </p>
      )}
    </div>
  );
}

/** What this player's like would earn, from their Bank's read (decision 021). */
function LikeOfferHint() {
  const { i18n } = useLingui();
  const { data } = useQuery(accountQuery());
  const count = data?.offers.likeFreeTries ?? 0;
  return (
    <p className="field-hint">
      {i18n._("like.offerHint", { earns: count > 0 ? "yes" : "no", count })}
    </p>
  );
}

function ShareReview({ reviewId, name }: { reviewId: string; name: string }) {
  const { i18n } = useLingui();
  const url = `${window.location.origin}${generatePath(paths.like, { id: reviewId })}`;
  const text = i18n._("like.share.text", {
    named: name.trim() ? "yes" : "no",
    name: name.trim(),
  });

  return (
    <section className="review-share" aria-labelledby="review-share-heading">
      <h2 id="review-share-heading">{i18n._("like.share.heading")}</h2>
      <ShareButtons
        title={i18n._("like.share.title")}
        text={text}
        url={url}
        className="community-links"
      />
    </section>
  );
}
