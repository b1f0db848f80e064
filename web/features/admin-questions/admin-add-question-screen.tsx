import { Trans, useLingui } from "@lingui/react";
import { useState } from "react";
import { Link } from "react-router";
import {
  QuestionForm,
  type QuestionSubmitOptions,
  type QuestionSubmitResult,
} from "../../components/question-form";
import { type QuestionPayload, questionRefusalOf } from "../../components/question-rules";
import { LoadFailure } from "../../components/read-view";
import { StatusLine } from "../../components/status-line";
import { TitledScreen } from "../../components/titled-screen";
import { questionFieldsOf } from "../../lib/api/question-content";
import { messageUnless } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { useAddLiveQuestion } from "./api";
import { languageNamer, useAdminLanguages } from "./use-admin-languages";
import "../../components/admin/admin-lists.css";

/**
 * /admin/addquestion: a question straight into a language's live bank, under the same
 * rules as a user-admin's. A disabled language may be filled before it is switched on.
 */
export function AdminAddQuestionScreen() {
  const { i18n } = useLingui();
  const languages = useAdminLanguages();
  const [notice, setNotice] = useState("");
  const options = (languages.data?.Data ?? []).map((language) => ({
    id: language.id,
    name: language.enabled
      ? language.name
      : i18n._("admin.shows.form.languageDisabled", { name: language.name }),
  }));
  const nameOf = languageNamer(languages.data?.Data);

  const adding = useAddLiveQuestion({ failureMessage: messageUnless(questionRefusalOf) });

  async function add(
    payload: QuestionPayload,
    confirmation: QuestionSubmitOptions,
  ): Promise<QuestionSubmitResult> {
    const { img, lang, ...fields } = questionFieldsOf(payload);
    setNotice("");
    try {
      await adding.mutateAsync({
        ...fields,
        lang,
        ...(img ? { img } : {}),
        ...confirmation,
      });
      setNotice(i18n._("admin.addQuestion.added", { language: nameOf(lang) }));
      return { reset: true };
    } catch (error) {
      return questionRefusalOf(error) ?? {};
    }
  }

  return (
    <TitledScreen title={i18n._("admin.addQuestion.title")}>
      <p>
        <Trans
          id="admin.addQuestion.intro"
          components={{ 0: <Link to={paths.adminQuestions} /> }}
        />
      </p>
      {languages.error && (
        <LoadFailure
          error={languages.error}
          what={i18n._("admin.languages.readWhat")}
          onRetry={() => void languages.refetch()}
        />
      )}
      <StatusLine>{notice}</StatusLine>
      <QuestionForm
        language={{ options, required: true }}
        submitLabel={i18n._("admin.addQuestion.title")}
        busyLabel={i18n._("admin.addQuestion.adding")}
        uploadAs="admin"
        onSubmit={add}
      />
    </TitledScreen>
  );
}
