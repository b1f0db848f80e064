import { questionForm } from "../admin-fixtures";
import type { PlayerEstate } from "./player-world";

/**
 * How ownership.test.ts treats each player and user-admin route of the router's table
 * (main-admin routes need no entry: the sweep finds them and proves no player or
 * user-admin gets in). A route names someone's object (a path parameter or an id in its
 * body) and is attacked with the victim's real ids, or it is exempt with the reason
 * written next to it. A route in neither place fails the sweep by name.
 */

/** The victim's objects, all made through real flows. */
export type Targets = {
  victim: PlayerEstate & { openAttemptId: string };
  author: { ssid: string; contributorId: string; poolQuestionId: string; liveQuestionId: string };
  catalogue: { couponId: string; prizeId: string };
};

export type Aim = { params?: Record<string, string>; body?: unknown };

export type Attack = {
  as: "player" | "contributor";
  /** The requests aimed at the victim's objects; `attackerId` is the attacker's own id. */
  aims: (targets: Targets, attackerId: string) => Aim[];
  /** A refusal besides 403 and 404 this route gives, and why it is one. */
  alsoRefusedWith?: { status: number; why: string };
};

export type Exemption = { exempt: string };

const OWN_ACCOUNT = "acts only on the caller's own account, read from the session: no id to swap";
const SIGN_IN = "signs in or out: no object of anyone's";
const PUBLIC_INFO = "public information, the same for everyone";
const CATALOGUE = "the id names a catalogue entry, which every player may buy";
const TRIAL_DEVICE =
  "a visitor's trial is keyed by their device id, the only credential a visitor has";
const SANDBOX =
  "the sandbox stands in for the provider's hosted page: whoever holds the pay link may pay it (404 unless the sandbox is the provider)";

const player = (aims: Attack["aims"], alsoRefusedWith?: Attack["alsoRefusedWith"]): Attack => ({
  as: "player",
  aims,
  alsoRefusedWith,
});
const userAdmin = (aims: Attack["aims"]): Attack => ({ as: "contributor", aims });

export const OWNERSHIP_TABLE: Record<string, Attack | Exemption> = {
  "DELETE /api/delete/by/user/id/for/valid/data/:userId": player((t) => [
    { params: { userId: t.victim.player.userId } },
  ]),
  "GET /api/get/data/ticket/:userId": player((t) => [
    { params: { userId: t.victim.player.userId } },
  ]),
  "GET /api/get/question/no/by/user/name/:user": player((t) => [
    { params: { user: t.victim.player.userId } },
  ]),
  "GET /api/receipts/:attemptId": player((t) => [
    { params: { attemptId: t.victim.wonAttemptId } },
    { params: { attemptId: t.victim.openAttemptId } },
  ]),
  "GET /api/runs/:runId/receipts": player((t) => [{ params: { runId: t.victim.wonRunId } }]),
  "GET /api/runs/:runId": player((t) => [{ params: { runId: t.victim.wonRunId } }]),
  "GET /api/payments/status/:paymentId": player((t) => [
    { params: { paymentId: t.victim.paymentId } },
  ]),
  "POST /api/tickets": player((t) => [
    { body: { id: t.victim.wonAttemptId, msg: "Timer Problem", exp_sec: 5 } },
    { body: { id: t.victim.openAttemptId, msg: "Timer Problem", exp_sec: 5 } },
  ]),
  "POST /api/verify/answer/question/number": player(
    (t, attackerId) => [
      { body: { user: t.victim.player.userId, id: t.victim.openAttemptId, answer: "b" } },
      { body: { user: attackerId, id: t.victim.openAttemptId, answer: "b" } },
    ],
    {
      status: 409,
      why: "an id is looked up in the caller's own run only, where it is no open question",
    },
  ),
  "POST /api/run/image-ready": player((t) => [{ body: { id: t.victim.openAttemptId } }], {
    status: 409,
    why: "an id is looked up in the caller's own run only, where it is no open question",
  }),
  "POST /api/claim/cupon": player((t) => [{ body: { id: t.victim.boughtCouponId } }], {
    status: 409,
    why: "'not yours, or already claimed' in one answer, so it reveals nothing",
  }),
  "POST /api/trial/claim": player((t) => [{ body: { deviceId: t.victim.trialDeviceId } }], {
    status: 409,
    why: "a win already claimed by its device's player stays theirs",
  }),
  "POST /api/account/withdrawals/:id/cancel": player((t) => [
    { params: { id: t.victim.payoutId } },
  ]),
  "POST /admin/user/withdrawals/:id/cancel": userAdmin((t) => [
    { params: { id: t.victim.payoutId } },
  ]),
  "GET /admin/get/user/admin/languages/to/post/:sessionId": userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  "GET /admin/get/user/admin/questions/:sessionId": userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  "GET /admin/get/wallet/amount/credits/links/by/:sessionId": userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  "DELETE /admin/delete/users/admin/qno/from/admin/users/:questionId": userAdmin((t) => [
    { params: { questionId: t.author.poolQuestionId } },
  ]),
  "POST /admin/get/a/users/admin/posted/questions/from/all/users": userAdmin((t) => [
    { body: { user: t.author.ssid, ...questionForm() } },
  ]),

  "GET /api/comment/get/single/data/:id": {
    exempt: "a review is public: its like page is shared with anyone",
  },
  "POST /api/make/like/review/count": {
    exempt:
      "liking another player's review is the feature; one's own is refused (community.test.ts)",
  },
  "POST /api/referral": { exempt: "a referral code names the referrer on purpose" },
  "POST /api/cupon/buy": { exempt: CATALOGUE },
  "POST /api/cart/add": { exempt: CATALOGUE },
  "GET /api/get/singel/qst/:deviceId": { exempt: TRIAL_DEVICE },
  "POST /api/get/singel/qst/ans": { exempt: TRIAL_DEVICE },
  "POST /api/time/out/by/singel/qst/data": { exempt: TRIAL_DEVICE },
  "GET /api/payments/sandbox/checkout/:orderId": { exempt: SANDBOX },
  "POST /api/payments/sandbox/complete": { exempt: SANDBOX },
  "POST /api/payments/webhook": {
    exempt: "trusted by the provider's signature (payments.test.ts)",
  },
  "GET /api/dev/id-token": { exempt: "the dev provider, 404 unless DEV_IDENTITY is on" },
  "GET /api/dev/jwks": { exempt: "the dev provider, 404 unless DEV_IDENTITY is on" },
  "POST /api/post/google/auth": { exempt: SIGN_IN },
  "POST /api/post/new/google/user": { exempt: SIGN_IN },
  "POST /api/auth/logout": { exempt: SIGN_IN },
  "POST /admin/auth/login": { exempt: SIGN_IN },
  "POST /admin/auth/signup": { exempt: "an invite code is the credential (admin-auth.test.ts)" },
  "POST /admin/auth/user/login": { exempt: SIGN_IN },
  "POST /admin/auth/user/logout": { exempt: SIGN_IN },
  "POST /admin/auth/user/password": { exempt: OWN_ACCOUNT },
  "POST /admin/auth/reset-password": {
    exempt: "the link's secret is the credential and names its account (admin-passwords.test.ts)",
  },
  "GET /api/auth/config": { exempt: PUBLIC_INFO },
  "GET /api/game/status": { exempt: PUBLIC_INFO },
  "GET /api/languages": { exempt: PUBLIC_INFO },
  "GET /api/health": { exempt: PUBLIC_INFO },
  "GET /.well-known/quizzy-receipts.json": { exempt: PUBLIC_INFO },
  "GET /images/uploads/:file": {
    exempt: "an uploaded image is shown to everyone its question is served to",
  },
  "POST /admin/images": {
    exempt: "stores the caller's own file under the hash of its bytes: no id to swap",
  },
  "GET /api/ws": { exempt: "a socket hears only its own user's events (realtime.test.ts)" },
  "GET /admin/ws": { exempt: "main admins only (forged-tokens.test.ts)" },
  "GET /api/me": { exempt: OWN_ACCOUNT },
  "GET /api/account": { exempt: OWN_ACCOUNT },
  "GET /api/account/history": { exempt: OWN_ACCOUNT },
  "GET /api/account/pending": { exempt: OWN_ACCOUNT },
  "GET /api/account/upi": { exempt: OWN_ACCOUNT },
  "PUT /api/account/upi": { exempt: OWN_ACCOUNT },
  "POST /api/account/deactivate": { exempt: OWN_ACCOUNT },
  "GET /api/cart": { exempt: OWN_ACCOUNT },
  "POST /api/cart/checkout": { exempt: OWN_ACCOUNT },
  "GET /api/cart/history": { exempt: OWN_ACCOUNT },
  "GET /api/cupon": { exempt: OWN_ACCOUNT },
  "GET /api/data/export": { exempt: OWN_ACCOUNT },
  "POST /api/get/new/post/from/comment": { exempt: OWN_ACCOUNT },
  "POST /api/payments/deposit": { exempt: OWN_ACCOUNT },
  "GET /api/refer": { exempt: OWN_ACCOUNT },
  "POST /api/run/start": { exempt: OWN_ACCOUNT },
  "GET /api/run/state": { exempt: OWN_ACCOUNT },
  "GET /api/runs": { exempt: OWN_ACCOUNT },
  "GET /api/settings": { exempt: OWN_ACCOUNT },
  "PUT /api/settings": { exempt: OWN_ACCOUNT },
  "POST /api/tries/buy": { exempt: OWN_ACCOUNT },
  "POST /api/account/withdrawals": { exempt: OWN_ACCOUNT },
  "PUT /api/account/eligibility": { exempt: OWN_ACCOUNT },
  "GET /api/trial/offer": { exempt: PUBLIC_INFO },
  "GET /admin/user/payout-details": { exempt: OWN_ACCOUNT },
  "PUT /admin/user/payout-details": { exempt: OWN_ACCOUNT },
  "GET /admin/user/withdrawals": { exempt: OWN_ACCOUNT },
  "POST /admin/user/withdrawals": { exempt: OWN_ACCOUNT },
};

/** The victim's object a main-admin route's parameter names, so the sweep aims at it. */
export function adminParamTarget(path: string, name: string, t: Targets): string {
  if (name === "rewardId") return t.victim.payoutId;
  const resource = path.split("/")[2];
  const byResource: Record<string, string> = {
    players: t.victim.player.userId,
    payouts: t.victim.payoutId,
    requests: t.victim.claimRequestId,
    questions: t.author.liveQuestionId,
    contributors: t.author.contributorId,
    languages: "hi",
  };
  if (path.includes("/coupons/")) return t.catalogue.couponId;
  if (path.includes("/prizes/")) return t.catalogue.prizeId;
  return byResource[resource ?? ""] ?? `some-${name}`;
}
