/**
 * Said after a sign-in that opened a new account because the same Google account had
 * deactivated its earlier one (the reply's `replacesDeactivated`): nothing of
 * the old account comes back, and the player should know.
 */
export const REOPENED_ACCOUNT_MESSAGE =
  "Your earlier account was deactivated, so a new account was opened for you. Welcome!";
