/**
 * Said after a sign-in that opened a new account because the same Google account had
 * deactivated its earlier one (the reply's `replacesDeactivated`): nothing of
 * the old account comes back, and the player should know. A message id (web/locales/start).
 */
export const REOPENED_ACCOUNT_MESSAGE = "signIn.reopened";
