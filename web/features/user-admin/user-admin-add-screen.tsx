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

/** SPEC.md section 8's Add Question messages; two spaces before "Posted", as SPEC.md has it. */
export const postedMessage = (number: number) => `Question no. ${number} posted successfully.`;
const QUESTION_EXISTS = "This question already exists.";
const FAILED = "Something went wrong. Please try again.";

const isDuplicate = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/** The form shows a field refused by the server; the popup says anything else. */
function failureMessage(error: unknown): string | null {
  if (isDuplicate(error)) return QUESTION_EXISTS;
  return questionFieldErrors(error) ? null : FAILED;
}

/** /admin/user/add: post a question into the review pool. */
export function UserAdminAddScreen() {
  const sessionId = useSessionId();
  const profile = useContributorProfile();
  const showMessage = usePopupMessage();
  const posting = usePostContributorQuestion({ failureMessage });

  async function post(payload: QuestionPayload): Promise<QuestionSubmitResult> {
    const { img, lang, ...fields } = questionFieldsOf(payload);
    try {
      const posted = await posting.mutateAsync({
        user: sessionId,
        ...fields,
        ...(img ? { img } : {}),
        ...(lang ? { lang } : {}),
      });
      showMessage(postedMessage(posted.number));
      return { reset: true };
    } catch (error) {
      const fieldErrors = questionFieldErrors(error);
      return fieldErrors && !isDuplicate(error) ? { fieldErrors } : {};
    }
  }

  return (
    <TitledScreen title="Add Question">
      {profile.error && (
        <LoadFailure
          error={profile.error}
          what="the languages"
          onRetry={() => void profile.refetch()}
        />
      )}
      <QuestionForm
        language={{ options: profile.data?.data.languages ?? [], required: false }}
        submitLabel="Post Question"
        busyLabel="Posting…"
        uploadAs="userAdmin"
        onSubmit={post}
      />
    </TitledScreen>
  );
}
