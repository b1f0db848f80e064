/**
 * Every HTTP path of the wire contract, relative to the host. SPEC.md section 7 names
 * most of them; DESIGN.md section 2 lists where we deviate. The Worker's routes are
 * declared with these values and the SPA requests them, so a renamed path cannot drift
 * between the two; worker/test/path-table.test.ts checks that the router's table holds
 * exactly these paths.
 */

/**
 * A path with one parameter: call it with the value for the URL to request; its
 * `pattern` (`/admin/players/:id`) is what the router matches and names the parameter.
 */
function withParam<const Pattern extends `/${string}:${string}`>(pattern: Pattern) {
  const [before, after = ""] = pattern.split(/:[A-Za-z]+/);
  const build = (value: string) => `${before}${encodeURIComponent(value)}${after}`;
  return Object.assign(build, { pattern });
}

export const apiPaths = {
  health: "/api/health",
  authConfig: "/api/auth/config",
  devIdToken: "/api/dev/id-token",
  devJwks: "/api/dev/jwks",
  newGoogleUser: "/api/post/new/google/user",
  googleAuth: "/api/post/google/auth",
  logout: "/api/auth/logout",
  me: "/api/me",
  gameStatus: "/api/game/status",
  socket: "/api/ws",
  runState: "/api/run/state",
  runStart: "/api/run/start",
  buyTry: "/api/tries/buy",
  question: withParam("/api/get/question/no/by/user/name/:user"),
  imageReady: "/api/run/image-ready",
  verifyAnswer: "/api/verify/answer/question/number",
  forfeitRun: withParam("/api/delete/by/user/id/for/valid/data/:userId"),
  /** A closed attempt's signed receipt, the caller's own only. */
  receipt: withParam("/api/receipts/:attemptId"),
  /** The caller's own runs, newest first, a page at a time (`/runs`). */
  runs: "/api/runs",
  /** One of the caller's runs as the server recorded it: the run summary. */
  runSummary: withParam("/api/runs/:runId"),
  /** Every receipt of one of the caller's runs, for the run summary. */
  runReceipts: withParam("/api/runs/:runId/receipts"),
  /** The receipts' public keys (JWKS): public, outside /api so verifiers find it by name. */
  receiptKeys: "/.well-known/quizzy-receipts.json",
  /** An uploaded question image, served from R2; see contract/images.ts. */
  uploadedImage: withParam("/images/uploads/:file"),
  playerTickets: withParam("/api/get/data/ticket/:userId"),
  reportTicket: "/api/tickets",
  coupons: "/api/cupon",
  buyCoupon: "/api/cupon/buy",
  claimCoupon: "/api/claim/cupon",
  cart: "/api/cart",
  cartHistory: "/api/cart/history",
  addToCart: "/api/cart/add",
  checkout: "/api/cart/checkout",
  trialQuestion: withParam("/api/get/singel/qst/:deviceId"),
  trialTimeout: "/api/time/out/by/singel/qst/data",
  trialAnswer: "/api/get/singel/qst/ans",
  trialClaim: "/api/trial/claim",
  /** The largest prize left in the trial's pool: the landing's promise. */
  trialOffer: "/api/trial/offer",
  account: "/api/account",
  accountHistory: "/api/account/history",
  accountPending: "/api/account/pending",
  payoutDetails: "/api/account/upi",
  /** A player's withdrawal of unspent cash. */
  withdrawals: "/api/account/withdrawals",
  /** The player takes back a payout of theirs that still waits (decision 023). */
  cancelWithdrawal: withParam("/api/account/withdrawals/:id/cancel"),
  /** The caller confirms their age and place before paid play (decision 021). */
  eligibility: "/api/account/eligibility",
  deposit: "/api/payments/deposit",
  paymentWebhook: "/api/payments/webhook",
  sandboxCheckout: withParam("/api/payments/sandbox/checkout/:orderId"),
  sandboxComplete: "/api/payments/sandbox/complete",
  paymentStatus: withParam("/api/payments/status/:paymentId"),
  refer: "/api/refer",
  registerReferral: "/api/referral",
  postReview: "/api/get/new/post/from/comment",
  review: withParam("/api/comment/get/single/data/:id"),
  likeReview: "/api/make/like/review/count",
  languages: "/api/languages",
  settings: "/api/settings",
  dataExport: "/api/data/export",
  deactivate: "/api/account/deactivate",
} as const;

export const adminPaths = {
  login: "/admin/auth/login",
  signup: "/admin/auth/signup",
  logout: "/admin/auth/logout",
  invites: "/admin/auth/invites",
  /** The main admins (also the /admin/admins screen). */
  admins: "/admin/admins",
  changePassword: "/admin/auth/password",
  contributorChangePassword: "/admin/auth/user/password",
  /** A main admin issues a one-time reset link for a user-admin or another main admin. */
  passwordResets: "/admin/auth/password-resets",
  /** Whoever holds a reset link sets a new password with it. */
  resetPassword: "/admin/auth/reset-password",
  contributorLogin: "/admin/auth/user/login",
  contributorLogout: "/admin/auth/user/logout",
  contributors: "/admin/contributors",
  gameStatus: "/admin/start/or/no/check",
  gameSwitch: "/admin/start/game/by/click",
  socket: "/admin/ws",
  tickets: "/admin/get/all/tickets/data/admin",
  decideTicket: "/admin/refund/data/and/add/to/users",
  rewards: "/admin/get/singel/rewards",
  addReward: "/admin/add/singel/rewards",
  payouts: "/admin/get/won/module/reward/with/upi/data",
  markPaid: withParam("/admin/delet/paid/after/one/day/data/:rewardId"),
  /** Rejects a payout with a reason; its money returns to the payee. */
  rejectPayout: withParam("/admin/payouts/:id/reject"),
  /** The pool's entries with their ids, beside SPEC.md's list of amounts. */
  rewardPool: "/admin/rewards",
  rewardPoolEntry: withParam("/admin/rewards/:id"),
  contributorProfile: withParam("/admin/get/user/admin/languages/to/post/:sessionId"),
  contributorQuestions: withParam("/admin/get/user/admin/questions/:sessionId"),
  deleteContributorQuestion: withParam(
    "/admin/delete/users/admin/qno/from/admin/users/:questionId",
  ),
  postContributorQuestion: "/admin/get/a/users/admin/posted/questions/from/all/users",
  contributorWallet: withParam("/admin/get/wallet/amount/credits/links/by/:sessionId"),
  /** A contributor's payout details (the body of `/api/account/upi`) and withdrawals. */
  contributorPayoutDetails: "/admin/user/payout-details",
  contributorWithdrawals: "/admin/user/withdrawals",
  /** The contributor takes back a withdrawal of theirs that still waits (decision 023). */
  contributorCancelWithdrawal: withParam("/admin/user/withdrawals/:id/cancel"),
  languages: "/admin/get/all/admin/new/languages/data",
  createLanguage: "/admin/languages",
  language: withParam("/admin/languages/:id"),
  poolQuestions: "/admin/get/tottal/users/created/questions",
  selectQuestion: "/admin/get/data/and/post/users/selected/data/to/db",
  questions: "/admin/questions",
  /** Many questions at once from a CSV or JSON file, previewed first. */
  importQuestions: "/admin/questions/import",
  question: withParam("/admin/questions/:id"),
  retireQuestion: withParam("/admin/questions/:id/retire"),
  /** Uploads a question image (main admins and user-admins): contract/images.ts. */
  images: "/admin/images",
  runSettings: "/admin/settings/run",
  /** What a try returns under draft settings: the live figures on /admin/coins. */
  economyPreview: "/admin/settings/run/economy",
  /** The support address players are told to write to. */
  supportSettings: "/admin/settings/support",
  /** The places where paid play is off (decision 021). */
  paidPlayRegions: "/admin/settings/paid-play-regions",
  couponCatalogue: "/admin/catalogue/coupons",
  couponCatalogueEntry: withParam("/admin/catalogue/coupons/:id"),
  prizeCatalogue: "/admin/catalogue/prizes",
  prizeCatalogueEntry: withParam("/admin/catalogue/prizes/:id"),
  claimRequests: "/admin/requests",
  claimRequest: withParam("/admin/requests/:id"),
  contributor: withParam("/admin/contributors/:id"),
  players: "/admin/players",
  /** One player: their support page's figures (GET) and the block switch (PATCH). */
  player: withParam("/admin/players/:id"),
  playerLedger: withParam("/admin/players/:id/ledger"),
  playerAdjustments: withParam("/admin/players/:id/adjustments"),
  audit: "/admin/audit",
  balance: "/admin/balance",
  charts: "/admin/charts",
  check: "/admin/check",
  dashboard: "/admin/dashboard",
} as const;
