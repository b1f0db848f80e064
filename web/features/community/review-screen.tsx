import { type FormEvent, useId, useState } from "react";
import { generatePath, useNavigate } from "react-router";
import { REVIEW_MAX_LENGTH } from "../../../contract/community";
import { INVALID_TEXT, isPlainText, plainTextMessage } from "../../../contract/plain-text";
import { FieldShell } from "../../components/field-shell";
import { FormActions } from "../../components/form-actions";
import { usePopupMessage } from "../../components/popup-message";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { ApiRequestError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { readStored } from "../../lib/storage";
import { usePostReview } from "./api";
import { StarPicker } from "./star-picker";
import "../../components/field-shell.css";
import "./community.css";

const TITLE = "Write a Review";

/** SPEC.md sections 5 and 8, word for word. */
export const reviewMessages = {
  incomplete: "Please enter a review and select a star rating.",
  Miss: "Please check every field.",
  IN: "You can't post another review.",
  other: "Something went wrong. Please try again.",
  network: "An error occurred while submitting your review.",
} as const;

/**
 * The server answers Miss with a 400 and IN with a 409, so those arrive as errors; the
 * client drops the words themselves (only a numeric `Status` survives), hence the status.
 */
function failureMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return reviewMessages.network;
  // A dead session: the API client has already signed the player out and is reloading.
  if (error.logout === "OUT") return null;
  if (error.status === 0) return reviewMessages.network;
  if (error.code === INVALID_TEXT) return plainTextMessage.lines;
  if (error.status === 400) return reviewMessages.Miss;
  if (error.status === 409) return reviewMessages.IN;
  return reviewMessages.other;
}

/** /review: one star-rated review per player; a posted review opens its like page. */
export function ReviewScreen() {
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const [text, setText] = useState("");
  const [stars, setStars] = useState(0);
  const posting = usePostReview({ failureMessage });
  const textId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (posting.isPending) return;
    if (text.trim() === "" || stars === 0 || readStored("ssid") === null) {
      showMessage(reviewMessages.incomplete);
      return;
    }
    if (!isPlainText(text, "lines")) {
      showMessage(plainTextMessage.lines);
      return;
    }
    // name, profile and email complete SPEC.md's payload; the server uses the account's.
    const review = {
      text: text.trim(),
      stars,
      name: readStored("username") ?? "",
      profile: "",
      email: readStored("email") ?? "",
    };
    posting.mutate(review, {
      onSuccess: (reply) => {
        if (reply?.Status === "OK") {
          navigate(generatePath(paths.like, { id: reply.to }));
          return;
        }
        const status: string | undefined = reply?.Status;
        showMessage(
          status === "Miss" || status === "IN" ? reviewMessages[status] : reviewMessages.other,
        );
      },
    });
  }

  return (
    <TitledScreen title={TITLE} width="narrow" className="community-screen">
      <p>
        Tell other players what you think of Quizzy Edge. Your review is shown with your name and
        Google profile picture to anyone you share it with, and each player may post one.
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <FieldShell
          id={textId}
          name="text"
          label="Your review"
          hint={`${text.length} of ${REVIEW_MAX_LENGTH} characters`}
          // SPEC.md's popup says what is missing: no message at the field.
          error={undefined}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="review-text-input"
              rows={6}
              required
              maxLength={REVIEW_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FieldShell>
        <StarPicker value={stars} onChange={setStars} />
        <FormActions submitLabel="Submit Review" busy={posting.isPending} />
        <StatusLine>{posting.isPending ? "Posting your review…" : ""}</StatusLine>
      </form>
    </TitledScreen>
  );
}
