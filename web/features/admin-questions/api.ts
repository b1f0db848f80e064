import { type MutationMeta, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyIn, QueryIn } from "../../../contract/route";
import { languageRoutes, questionBankRoutes } from "../../../contract/routes/admin-questions";
import { request } from "../../lib/api-client";
import { routeKey, routeQuery } from "../../lib/api-query";

const { liveQuestions, poolQuestions } = questionBankRoutes;

/** One page of the live bank under the address's filters. */
export const liveQuestionsQuery = (query: QueryIn<typeof liveQuestions>) =>
  routeQuery(liveQuestions, { query });

/** Every contributor's questions waiting in the review pool. */
export const poolQuestionsQuery = () => routeQuery(poolQuestions);

/** Every language, enabled or not (SPEC.md's `Data`). */
export const adminLanguagesQuery = () => routeQuery(languageRoutes.adminLanguages);

type AddLiveQuestion = BodyIn<typeof questionBankRoutes.addLiveQuestion>;
type EditLiveQuestion = BodyIn<typeof questionBankRoutes.editLiveQuestion>;
export type SelectPoolQuestion = BodyIn<typeof questionBankRoutes.selectPoolQuestion>;
export type ImportLiveQuestions = BodyIn<typeof questionBankRoutes.importLiveQuestions>;
export type CreateLanguage = BodyIn<typeof languageRoutes.createLanguage>;
export type UpdateLanguage = BodyIn<typeof languageRoutes.updateLanguage>;

/** Each page of the bank, whatever its filters, is read again after a change. */
function useBankChanged() {
  const queryClient = useQueryClient();
  // Not awaited: the change is done when the server says so, not when the list is read.
  return () => void queryClient.invalidateQueries({ queryKey: routeKey(liveQuestions) });
}

export function useAddLiveQuestion(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (body: AddLiveQuestion) => request(questionBankRoutes.addLiveQuestion, { body }),
  });
}

/** An edit of a live question's fields or its trial mark. */
export function useEditLiveQuestion(meta?: MutationMeta) {
  const bankChanged = useBankChanged();
  return useMutation({
    meta,
    mutationFn: ({ id, body }: { id: string; body: EditLiveQuestion }) =>
      request(questionBankRoutes.editLiveQuestion, { params: { id }, body }),
    onSuccess: bankChanged,
  });
}

/** Retired questions are never served again; the bank is read again. */
export function useRetireLiveQuestion() {
  const bankChanged = useBankChanged();
  return useMutation({
    mutationFn: (id: string) => request(questionBankRoutes.retireLiveQuestion, { params: { id } }),
    onSuccess: bankChanged,
  });
}

/** A preview (dry run) or the import of a file's questions. */
export function useImportLiveQuestions(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: (body: ImportLiveQuestions) =>
      request(questionBankRoutes.importLiveQuestions, { body }),
  });
}

/** A pool question copied into a language; the pool is read again. */
export function useSelectPoolQuestion(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: SelectPoolQuestion) =>
      request(questionBankRoutes.selectPoolQuestion, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: routeKey(poolQuestions) }),
  });
}

/** Languages change one at a time; each change reads the list again. */
function useLanguagesChanged() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({ queryKey: routeKey(languageRoutes.adminLanguages) });
}

export function useCreateLanguage(meta?: MutationMeta) {
  const languagesChanged = useLanguagesChanged();
  return useMutation({
    meta,
    mutationFn: (body: CreateLanguage) => request(languageRoutes.createLanguage, { body }),
    onSuccess: languagesChanged,
  });
}

/** A rename or a switch on or off. */
export function useUpdateLanguage() {
  const languagesChanged = useLanguagesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLanguage }) =>
      request(languageRoutes.updateLanguage, { params: { id }, body }),
    onSuccess: languagesChanged,
  });
}
