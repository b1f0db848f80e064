import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { generatePath, useNavigate } from "react-router";
import { REVIEW_MAX_LENGTH } from "../../../contract/community";
import { INVALID_TEXT, isPlainText } from "../../../contract/plain-text";
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

/** SPEC.md sections 5 and 8's refusals, by the reply's Status. */
const refusedReviewMessages: Record<string, string> = {
  Miss: "review.miss",
  IN: "review.oneOnly",
};

/**
 * The server answers Miss with a 400 and IN with a 409, so those arrive as errors; the
 * client drops the words themselves (only a numeric `Status` survives), hence the status.
 */
function failureMessage(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof ApiRequestError)) return i18n._("review.network");
  // A dead session: the API client has already signed the player out and is reloading.
  if (error.logout === "OUT") return null;
  if (error.status === 0) return i18n._("review.network");
  if (error.code === INVALID_TEXT) return i18n._("review.plainText");
  if (error.status === 400) return i18n._("review.miss");
  if (error.status === 409) return i18n._("review.oneOnly");
  return i18n._("review.failed");
}

/** /review: one star-rated review per player; a posted review opens its like page. */
export function ReviewScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const showMessage = usePopupMessage();
  const [text, setText] = useState("");
  const [stars, setStars] = useState(0);
  const posting = usePostReview({ failureMessage: (error) => failureMessage(error, i18n) });
  const textId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (posting.isPending) return;
    if (text.trim() === "" || stars === 0 || readStored("ssid") === null) {
      showMessage(i18n._("review.incomplete"));
      return;
    }
    if (!isPlainText(text, "lines")) {
      showMessage(i18n._("review.plainText"));
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
        showMessage(i18n._((status && refusedReviewMessages[status]) || "review.failed"));
      },
    });
  }

  return (
    <TitledScreen title={i18n._("review.title")} width="narrow" className="community-screen">
      <p>{i18n._("review.intro")}</p>
      <form className="form" onSubmit={submit} noValidate>
        <FieldShell
          id={textId}
          name="text"
          label={i18n._("review.label")}
          hint={i18n._("review.length", { count: text.length, max: REVIEW_MAX_LENGTH })}
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
        <FormActions submitLabel={i18n._("review.submit")} busy={posting.isPending} />
        <StatusLine>{posting.isPending ? i18n._("review.posting") : ""}</StatusLine>
      </form>
    </TitledScreen>
  );
}
