import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { usePopupMessage } from "../../components/popup-message";
import { QuestionForm, type QuestionSubmitResult } from "../../components/question-form";
import { type QuestionPayload, questionFieldErrors } from "../../components/question-rules";
import { LoadFailure } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { questionFieldsOf } from "../../lib/api/question-content";
import { ApiRequestError } from "../../lib/api-client";
import { usePostContributorQuestion } from "./api";
import { useContributorProfile } from "./use-contributor-profile";
import { useSessionId } from "./use-session-id";

const isDuplicate = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/** The form shows a field refused by the server; the popup says SPEC.md section 8's words else. */
function failureText(i18n: I18n, error: unknown): string | null {
  if (isDuplicate(error)) return i18n._("contributor.add.exists");
  return questionFieldErrors(error) ? null : i18n._("contributor.add.failed");
}

/** /admin/user/add: post a question into the review pool. */
export function UserAdminAddScreen() {
  const { i18n } = useLingui();
  const sessionId = useSessionId();
  const profile = useContributorProfile();
  const showMessage = usePopupMessage();
  const posting = usePostContributorQuestion({
    failureMessage: (error: unknown) => failureText(i18n, error),
  });

  async function post(payload: QuestionPayload): Promise<QuestionSubmitResult> {
    const { img, lang, ...fields } = questionFieldsOf(payload);
    try {
      const posted = await posting.mutateAsync({
        user: sessionId,
        ...fields,
        ...(img ? { img } : {}),
        ...(lang ? { lang } : {}),
      });
      showMessage(i18n._("contributor.add.posted", { number: posted.number }));
      return { reset: true };
    } catch (error) {
      const fieldErrors = questionFieldErrors(error);
      return fieldErrors && !isDuplicate(error) ? { fieldErrors } : {};
    }
  }

  return (
    <TitledScreen title={i18n._("contributor.add.title")}>
      {profile.error && (
        <LoadFailure
          error={profile.error}
          what={i18n._("contributor.add.readWhat")}
          onRetry={() => void profile.refetch()}
        />
      )}
      <QuestionForm
        language={{ options: profile.data?.data.languages ?? [], required: false }}
        submitLabel={i18n._("contributor.add.submit")}
        busyLabel={i18n._("contributor.add.posting")}
        uploadAs="userAdmin"
        onSubmit={post}
      />
    </TitledScreen>
  );
}
