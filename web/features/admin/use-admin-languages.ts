import type { AdminLanguagesResponse, AdminLanguageView } from "../../../contract/admin";
import { adminPaths } from "../../../contract/api-paths";
import { type ApiResource, useApiResource } from "../../lib/use-api-resource";

/** Every language, enabled or not (SPEC.md's `Data`). */
export function useAdminLanguages(): ApiResource<AdminLanguagesResponse> {
  return useApiResource<AdminLanguagesResponse>(adminPaths.languages, "admin");
}

/** A language id's name for display; an id the list does not know is shown as it is. */
export function languageNamer(languages: AdminLanguageView[] | undefined): (id: string) => string {
  const names = new Map((languages ?? []).map((language) => [language.id, language.name]));
  return (id) => names.get(id) ?? id;
}
