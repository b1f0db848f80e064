/** The languages panel's place on /admin/questions, which the admin menu links to. */
export const LANGUAGES_ANCHOR = "languages";
export const LANGUAGES_HASH = `#${LANGUAGES_ANCHOR}`;
