import { type MutationMeta, queryOptions } from "@tanstack/react-query";
import type {
  LiveQuestionsResponse,
  LiveQuestionView,
  PoolQuestionsResponse,
  PoolQuestionView,
} from "../../../contract/admin-questions";
import type { BodyIn, QueryIn } from "../../../contract/route";
import { languageRoutes, questionBankRoutes } from "../../../contract/routes/admin-questions";
import type { QuestionFormValues } from "../../components/question-rules";
import {
  type PooledQuestion,
  pooledQuestionOf,
  type QuestionContent,
  questionContentOf,
} from "../../lib/api/question-content";
import { useRouteMutation } from "../../lib/api/route-mutation";
import type { SimilarConfirmation } from "../../lib/api-errors";
import { routeKey, routeQuery } from "../../lib/api-query";

const { liveQuestions, poolQuestions } = questionBankRoutes;

/** A question of the live bank, in the screen's words rather than SPEC.md's. */
export type LiveQuestion = QuestionContent & {
  id: string;
  language: string;
  served: number;
  /** Answered in time, right or wrong. */
  answered: number;
  correct: number;
  /** Retired questions are never served again. */
  retiredAt: number | null;
  /** Only the visitors' trial draws it, and paid runs never serve it. */
  trial: boolean;
};

const toLiveQuestion = (view: LiveQuestionView): LiveQuestion => ({
  ...questionContentOf(view),
  id: view._id,
  language: view.lang,
  served: view.served,
  answered: view.answered,
  correct: view.correct,
  retiredAt: view.retiredAt,
  trial: view.trial,
});

// Module-level, so the query keeps the adapted page between renders.
const bankPageOf = ({ data, ...paging }: LiveQuestionsResponse) => ({
  questions: data.map(toLiveQuestion),
  ...paging,
});

/** One page of the live bank under the address's filters. */
export const liveQuestionsQuery = (query: QueryIn<typeof liveQuestions>) =>
  queryOptions({ ...routeQuery(liveQuestions, { query }), select: bankPageOf });

/** A live question as the shared question form edits it. */
export const formValuesOf = (question: LiveQuestion): QuestionFormValues => ({
  text: question.text,
  image: question.image,
  ...question.options,
  answer: question.answer,
  difficulty: question.difficulty,
  seconds: String(question.seconds),
  language: question.language,
});

/** A question of the review pool, in the screen's words rather than SPEC.md's. */
export type PoolQuestion = PooledQuestion & { contributorId: string; contributorName: string };

const toPoolQuestion = (view: PoolQuestionView): PoolQuestion => ({
  ...pooledQuestionOf(view),
  contributorId: view.user,
  contributorName: view.userName,
});

// Module-level, so the query keeps the adapted pool between renders.
const poolOf = (reply: PoolQuestionsResponse) => ({
  questions: reply.data.map(toPoolQuestion),
  total: reply.total,
});

/** Every contributor's questions waiting in the review pool. */
export const poolQuestionsQuery = () =>
  queryOptions({ ...routeQuery(poolQuestions), select: poolOf });

type AddLiveQuestion = BodyIn<typeof questionBankRoutes.addLiveQuestion>;
type EditLiveQuestion = BodyIn<typeof questionBankRoutes.editLiveQuestion>;
type SelectPoolQuestion = BodyIn<typeof questionBankRoutes.selectPoolQuestion>;
export type ImportLiveQuestions = BodyIn<typeof questionBankRoutes.importLiveQuestions>;
export type CreateLanguage = BodyIn<typeof languageRoutes.createLanguage>;
export type UpdateLanguage = BodyIn<typeof languageRoutes.updateLanguage>;

// The bank's and the languages' changes read their list again in the background: the
// change is done when the server says so, not when the list is read.
const bankChanged = { refreshes: [routeKey(liveQuestions)], refreshInBackground: true };

export const useAddLiveQuestion = (meta?: MutationMeta) =>
  useRouteMutation(questionBankRoutes.addLiveQuestion, {
    meta,
    input: (body: AddLiveQuestion) => ({ body }),
  });

/** An edit of a live question's fields or its trial mark. */
export const useEditLiveQuestion = (meta?: MutationMeta) =>
  useRouteMutation(questionBankRoutes.editLiveQuestion, {
    meta,
    input: ({ id, body }: { id: string; body: EditLiveQuestion }) => ({ params: { id }, body }),
    ...bankChanged,
  });

/** Retired questions are never served again; the bank is read again. */
export const useRetireLiveQuestion = () =>
  useRouteMutation(questionBankRoutes.retireLiveQuestion, {
    input: (id: string) => ({ params: { id } }),
    ...bankChanged,
  });

/** A preview (dry run) or the import of a file's questions. */
export const useImportLiveQuestions = (meta?: MutationMeta) =>
  useRouteMutation(questionBankRoutes.importLiveQuestions, {
    meta,
    input: (body: ImportLiveQuestions) => ({ body }),
  });

/** A pool question to copy into a language, confirmed when it read like live ones. */
export type Selection = {
  question: PoolQuestion;
  language: string;
  confirmation?: SimilarConfirmation;
};

/**
 * SPEC.md's select payload: the question as the pool holds it (which the server ignores,
 * copying the stored one) and the language.
 */
const selectBodyOf = ({ question, language, confirmation }: Selection): SelectPoolQuestion => ({
  _id: question.id,
  sel_lang: language,
  user: question.contributorId,
  img: question.image,
  Questio: question.text,
  ...question.options,
  Ans: question.answer,
  lang: question.language,
  tough: question.difficulty,
  seconds: question.seconds,
  ...confirmation,
});

/** A pool question copied into a language; the pool is read again. */
export const useSelectPoolQuestion = (meta?: MutationMeta) =>
  useRouteMutation(questionBankRoutes.selectPoolQuestion, {
    meta,
    input: (selection: Selection) => ({ body: selectBodyOf(selection) }),
    refreshes: [routeKey(poolQuestions)],
    refreshInBackground: true,
  });

/** Languages change one at a time; each change reads the list again. */
const languagesChanged = {
  refreshes: [routeKey(languageRoutes.adminLanguages)],
  refreshInBackground: true,
};

export const useCreateLanguage = (meta?: MutationMeta) =>
  useRouteMutation(languageRoutes.createLanguage, {
    meta,
    input: (body: CreateLanguage) => ({ body }),
    ...languagesChanged,
  });

/** A rename or a switch on or off. */
export const useUpdateLanguage = () =>
  useRouteMutation(languageRoutes.updateLanguage, {
    input: ({ id, body }: { id: string; body: UpdateLanguage }) => ({ params: { id }, body }),
    ...languagesChanged,
  });
