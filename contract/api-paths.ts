/**
 * Every HTTP path of the wire contract, relative to the host. SPEC.md section 7 names
 * most of them; DESIGN.md section 2 lists where we deviate. Both sides import these so
 * a renamed path cannot drift between the Worker and the SPA.
 */
export const apiPaths = {
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
  question: (userId: string) => `/api/get/question/no/by/user/name/${encodeURIComponent(userId)}`,
  imageReady: "/api/run/image-ready",
  verifyAnswer: "/api/verify/answer/question/number",
  forfeitRun: (userId: string) =>
    `/api/delete/by/user/id/for/valid/data/${encodeURIComponent(userId)}`,
  playerTickets: (userId: string) => `/api/get/data/ticket/${encodeURIComponent(userId)}`,
  reportTicket: "/api/tickets",
  coupons: "/api/cupon",
  buyCoupon: "/api/cupon/buy",
  claimCoupon: "/api/claim/cupon",
  cart: "/api/cart",
  cartHistory: "/api/cart/history",
  addToCart: "/api/cart/add",
  checkout: "/api/cart/checkout",
} as const;

export const adminPaths = {
  login: "/admin/auth/login",
  signup: "/admin/auth/signup",
  logout: "/admin/auth/logout",
  invites: "/admin/auth/invites",
  contributorLogin: "/admin/auth/user/login",
  contributorLogout: "/admin/auth/user/logout",
  contributors: "/admin/contributors",
  gameStatus: "/admin/start/or/no/check",
  gameSwitch: "/admin/start/game/by/click",
  socket: "/admin/ws",
  tickets: "/admin/get/all/tickets/data/admin",
  decideTicket: "/admin/refund/data/and/add/to/users",
} as const;
