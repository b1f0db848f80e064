import { adminPaths } from "../../../contract/api-paths";
import type {
  PostContributorQuestionBody,
  PostContributorQuestionResponse,
} from "../../../contract/contributor";
import { PageTitle } from "../../components/page-title";
import { usePopupMessage } from "../../components/popup-message";
import { QuestionForm, type QuestionSubmitResult } from "../../components/question-form";
import { type QuestionPayload, questionFieldErrors } from "../../components/question-rules";
import { LoadFailure } from "../../components/read-view";
import { ApiRequestError, apiRequest } from "../../lib/api-client";
import { isDeadSession } from "../../lib/api-errors";
import { useContributorProfile } from "./use-contributor-profile";
import { useSessionId } from "./use-session-id";

/** SPEC.md section 8's Add Question messages; two spaces before "Posted", as SPEC.md has it. */
export const postedMessage = (qno: number) => `Question No : ${qno}  Posted Successfully`;
const QUESTION_EXISTS = "This Question Exist";
const FAILED = "Something Went Wrong";

/** /admin/user/add: post a question into the review pool. */
export function UserAdminAddScreen() {
  const sessionId = useSessionId();
  const profile = useContributorProfile();
  const showMessage = usePopupMessage();

  async function post({ img, lang, ...fields }: QuestionPayload): Promise<QuestionSubmitResult> {
    const body: PostContributorQuestionBody = {
      user: sessionId,
      ...fields,
      ...(img ? { img } : {}),
      ...(lang ? { lang } : {}),
    };
    try {
      const posted = await apiRequest<PostContributorQuestionResponse>(
        adminPaths.postContributorQuestion,
        { audience: "userAdmin", method: "POST", body },
      );
      showMessage(postedMessage(posted.qno));
      return { reset: true };
    } catch (error) {
      console.error("Posting the question failed", error);
      if (isDeadSession(error)) return {};
      if (error instanceof ApiRequestError && error.status === 409) {
        showMessage(QUESTION_EXISTS);
        return {};
      }
      const fieldErrors = questionFieldErrors(error);
      if (fieldErrors) return { fieldErrors };
      showMessage(FAILED);
      return {};
    }
  }

  return (
    <section className="screen">
      <PageTitle title="Add Question" />
      <h1>Add Question</h1>
      {profile.error && (
        <LoadFailure error={profile.error} what="the languages" onRetry={profile.refresh} />
      )}
      <QuestionForm
        language={{ options: profile.data?.data.languages ?? [], required: false }}
        submitLabel="Post Question"
        busyLabel="Posting…"
        onSubmit={post}
      />
    </section>
  );
}
