/** Every screen path of SPEC.md section 2, in one place. */
export const paths = {
  // Public
  home: "/",
  about: "/about",
  termsCondition: "/terms-condition",
  privacyPolicy: "/privacy-policy",
  refundShipping: "/refund-shipping",
  load: "/load",
  sample: "/sample",
  trial: "/try",
  trialLanding: "/start/try",
  like: "/like/:id",
  coupons: "/cupon",
  navi: "/navi",
  check: "/check",
  getStart: "/get/start",
  /** Not one of SPEC.md's: anyone checks a signed receipt here. */
  verify: "/verify",

  // Logged-out only
  signup: "/signup",
  login: "/login",
  forgotPassword: "/forgotpass",
  changePassword: "/changepass",

  // Need a player session
  account: "/account",
  accountUpi: "/account/upi",
  accountHistory: "/account/history",
  accountPending: "/account/pending",
  payment: "/payment",
  cart: "/cart",
  cartHistory: "/cart/history",
  settings: "/settings",
  updatePassword: "/update/password",
  play: "/play",
  claimCoupon: "/claim/cupon",
  deactivate: "/delete",
  review: "/review",
  tickets: "/tickets",
  refer: "/refer",
  data: "/data",
  start: "/start",
  /** Not one of SPEC.md's: a run's summary, `?run={runId}`. */
  result: "/result",
  /** Not one of SPEC.md's: the player's past runs, each opening its summary. */
  runs: "/runs",
  /** Not one of SPEC.md's: a live show's lobby, questions, reveals and end (decision 032). */
  show: "/show/:id",

  // User-admin area
  userAdminLogin: "/admin/user/login",
  userAdminHome: "/admin/user/home",
  userAdminQuestions: "/admin/user/questions",
  userAdminAdd: "/admin/user/add",
  userAdminWallet: "/admin/user/wallet",
  /** A user-admin changes their own password. */
  userAdminPassword: "/admin/user/password",

  // Main admin area
  adminLogin: "/admin/login",
  adminSignup: "/admin/signup",
  adminHome: "/admin/home",
  adminTicket: "/admin/ticket",
  adminCoins: "/admin/coins",
  adminRequest: "/admin/request",
  adminPrize: "/admin/prize",
  adminAddQuestion: "/admin/addquestion",
  adminCoupons: "/admin/cupon",
  adminChart: "/admin/chart",
  adminQuestions: "/admin/questions",
  adminBalance: "/admin/balance",
  adminSelect: "/admin/select",
  adminAddUsers: "/admin/add/users",
  adminAddReward: "/admin/add/reward",
  adminStart: "/admin/start",
  adminCheck: "/admin/check",
  adminGraphs: "/admin/graphs",

  // Main admin screens beyond SPEC.md
  adminPlayers: "/admin/players",
  adminPlayer: "/admin/players/:id",
  adminAudit: "/admin/audit",
  adminAdmins: "/admin/admins",
  adminLanguages: "/admin/languages",
  /** Many questions at once from a CSV or JSON file. */
  adminImportQuestions: "/admin/questions/import",
  adminPassword: "/admin/password",
  /** Live shows: the list and the create form, then one show's host view. */
  adminShows: "/admin/shows",
  adminShow: "/admin/shows/:id",
  /** Opened from a reset link; the secret follows `#`. */
  adminResetPassword: "/admin/reset-password",
} as const;

/** `/result?run={runId}`: the summary of one run, read from the server. */
export const runSummaryPath = (runId: string) =>
  `${paths.result}?${new URLSearchParams({ run: runId })}`;

/** `/admin/players/{id}`: one player's support page. */
export const adminPlayerPath = (id: string) => `/admin/players/${encodeURIComponent(id)}`;

/** `/show/{id}`: one live show, as its players see it. */
export const showPath = (id: string) => `/show/${encodeURIComponent(id)}`;

/** `/admin/shows/{id}`: one live show, as its host sees it. */
export const adminShowPath = (id: string) => `/admin/shows/${encodeURIComponent(id)}`;

/** The sign-in screen, coming back to `next` (a path of this site) once signed in. */
export const signInPath = (next: string) => `${paths.login}?${new URLSearchParams({ next })}`;

/**
 * Where to go after signing in: the `next` query parameter when it names a screen of
 * this site (a path starting with one "/"), else home. Anything else could send a player
 * to another site straight after sign-in.
 */
export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : paths.home;
}
