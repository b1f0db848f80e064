import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { generatePath, Link, useNavigate, useParams } from "react-router";
import type { ReviewView } from "../../../contract/community";
import { BusyButton } from "../../components/busy-button";
import { LoadingScreen } from "../../components/loading-screen";
import { usePopupMessage } from "../../components/popup-message";
import { LoadFailure } from "../../components/read-view";
import { ShareButtons } from "../../components/share-buttons";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { accountQuery } from "../../lib/api/money";
import { ApiRequestError } from "../../lib/api-client";
import { offerText } from "../../lib/offer-text";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { reviewQuery, useLikeReview } from "./api";
import { starsLabel } from "./star-picker";
import "../../components/field-shell.css";
import "./community.css";

const TITLE = "Review";

/**
 * SPEC.md section 8's like messages; a person's first like also earns a free try (DESIGN.md
 * 4), which the reply says it gave or not (a returning person had it on an earlier account).
 */
export const likeMessages = {
  OK: "Thank you for your like. You earned 1 free try: play it now.",
  OKWithoutTry: "Thank you for your like.",
  ALREADY_LIKED: "You already liked this",
  Exist: "Each user is allowed to like only one review.",
  failed: "Something went wrong. Please try again.",
  signIn: "Login to Like",
} as const;

/** /like/{id}: a shared review, shown to anyone; a signed-in player may like it once. */
export function LikeScreen() {
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
        <p>This review is not here. It may have been removed, or the link is incomplete.</p>
        <Link to={paths.home}>Go home</Link>
      </div>
    ) : (
      <LoadFailure error={read.error} what="the review" onRetry={() => void read.refetch()} />
    );
  } else {
    body = <LoadingScreen />;
  }

  return (
    <TitledScreen title={TITLE} width="narrow" className="community-screen">
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
  const name = review.name.trim() || "A player";
  const initial = Array.from(name)[0]?.toUpperCase() ?? "?";
  return (
    <article className="card review-card" aria-label={`Review by ${name}`}>
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
  if (typeof stars !== "number" || !Number.isFinite(stars) || stars <= 0) {
    return <p className="review-stars review-no-stars">No stars</p>;
  }
  const shown = Math.min(5, Math.max(1, Math.round(stars)));
  return (
    <p className="review-stars">
      <span aria-hidden="true">
        <span className="review-stars-on">{"★".repeat(shown)}</span>
        <span className="review-stars-off">{"☆".repeat(5 - shown)}</span>
      </span>
      <span className="visually-hidden">{starsLabel(shown)}</span>
    </p>
  );
}

/** A refused like: the player's own review (409) says so better than a generic failure. */
function likeFailureMessage(error: Error): string {
  const ownReview = error instanceof ApiRequestError && error.status === 409;
  return ownReview ? error.message : likeMessages.failed;
}

function LikeAction({ reviewId }: { reviewId: string }) {
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const signedIn = useStoredValue("ssid") !== null;
  const email = useStoredValue("email");
  const liking = useLikeReview({ failureMessage: likeFailureMessage });
  const loginTo = `${paths.login}?${new URLSearchParams({ next: generatePath(paths.like, { id: reviewId }) })}`;

  function like() {
    if (liking.isPending) return;
    // Without a session the server could only answer 401, which signs the device out.
    if (!signedIn) {
      showMessage(likeMessages.signIn);
      return;
    }
    liking.mutate(
      { l_id: reviewId, email: email ?? "" },
      {
        onSuccess: (reply) => {
          const status: string | undefined = reply?.Status;
          if (reply?.Status === "OK") {
            if (reply.freeTries > 0) {
              showMessage(likeMessages.OK);
              navigate(paths.play);
            } else {
              showMessage(likeMessages.OKWithoutTry);
            }
            return;
          }
          showMessage(
            status === "ALREADY_LIKED" || status === "Exist"
              ? likeMessages[status]
              : likeMessages.failed,
          );
        },
      },
    );
  }

  return (
    <div className="like-action">
      <BusyButton label="Like" primary busy={liking.isPending} onClick={like} />
      <StatusLine>{liking.isPending ? "Sending your like…" : ""}</StatusLine>
      {signedIn ? (
        <LikeOfferHint />
      ) : (
        <p>
          <Link to={loginTo}>Log in to like this review</Link>. New players earn{" "}
          {offerText.likeTries} with their first like.
        </p>
      )}
    </div>
  );
}

/** What this player's like would earn, from their Bank's read (decision 021). */
function LikeOfferHint() {
  const { data } = useQuery(accountQuery());
  return (
    <p className="field-hint">
      {data?.offers.likeFreeTries
        ? `Your first like earns you ${offerText.tries(data.offers.likeFreeTries)}. `
        : ""}
      Each player may like one review.
    </p>
  );
}

function ShareReview({ reviewId, name }: { reviewId: string; name: string }) {
  const url = `${window.location.origin}${generatePath(paths.like, { id: reviewId })}`;
  const text = `Read ${name.trim() || "a player"}'s review of Quizzy Edge and like it for a free try:`;

  return (
    <section className="review-share" aria-labelledby="review-share-heading">
      <h2 id="review-share-heading">Share this review</h2>
      <ShareButtons title="Quizzy Edge review" text={text} url={url} className="community-links" />
    </section>
  );
}
