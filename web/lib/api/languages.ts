import { languageRoutes } from "../../../contract/routes/admin-questions";
import { routeQuery } from "../api-query";

/**
 * Every language, enabled or not (SPEC.md's `Data`): the main admin's languages screen and
 * the live shows' create form read it.
 */
export const adminLanguagesQuery = () => routeQuery(languageRoutes.adminLanguages);
