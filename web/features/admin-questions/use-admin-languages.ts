import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { AdminLanguagesResponse, AdminLanguageView } from "../../../contract/admin-languages";
import { adminLanguagesQuery } from "../../lib/api/languages";

/** Every language, enabled or not (SPEC.md's `Data`). */
export function useAdminLanguages(): UseQueryResult<AdminLanguagesResponse> {
  return useQuery(adminLanguagesQuery());
}

/** A language id's name for display; an id the list does not know is shown as it is. */
export function languageNamer(languages: AdminLanguageView[] | undefined): (id: string) => string {
  const names = new Map((languages ?? []).map((language) => [language.id, language.name]));
  return (id) => names.get(id) ?? id;
}
