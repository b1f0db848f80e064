import { routeName } from "../../../contract/route";
import { bankRoutes } from "../../../contract/routes/bank";
import { reviewRoutes } from "../../../contract/routes/community";
import { userAdminQuestionRoutes } from "../../../contract/routes/contributor";
import { gameRoutes } from "../../../contract/routes/game";
import { paymentRoutes } from "../../../contract/routes/payments";
import { platformRoutes } from "../../../contract/routes/platform";
import { runRoutes } from "../../../contract/routes/play";
import { rewardRoutes } from "../../../contract/routes/rewards";
import { settingsRoutes } from "../../../contract/routes/settings";
import { showRoutes } from "../../../contract/routes/shows";
import { signInRoutes } from "../../../contract/routes/sign-in";
import { ticketRoutes } from "../../../contract/routes/tickets";
import { visitorTrialRoutes } from "../../../contract/routes/trial";
import { questionForm } from "../admin-fixtures";
import type { PlayerEstate } from "./player-world";

/**
 * How ownership.test.ts treats each player and user-admin route of the route table
 * (contract/routes/), keyed by its descriptor (main-admin routes need no entry: the sweep finds them and proves no player or
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

const SHOW =
  "the id names a public show anyone may join; the caller joins, answers and reads only as themselves (the session), so no one else's entry or answer is reachable";

const player = (aims: Attack["aims"], alsoRefusedWith?: Attack["alsoRefusedWith"]): Attack => ({
  as: "player",
  aims,
  alsoRefusedWith,
});
const userAdmin = (aims: Attack["aims"]): Attack => ({ as: "contributor", aims });

export const OWNERSHIP_TABLE: Record<string, Attack | Exemption> = {
  [routeName(runRoutes.forfeitRun)]: player((t) => [
    { params: { userId: t.victim.player.userId } },
  ]),
  [routeName(ticketRoutes.playerTickets)]: player((t) => [
    { params: { userId: t.victim.player.userId } },
  ]),
  [routeName(runRoutes.runQuestion)]: player((t) => [{ params: { user: t.victim.player.userId } }]),
  [routeName(runRoutes.receipt)]: player((t) => [
    { params: { attemptId: t.victim.wonAttemptId } },
    { params: { attemptId: t.victim.openAttemptId } },
  ]),
  [routeName(runRoutes.runReceipts)]: player((t) => [{ params: { runId: t.victim.wonRunId } }]),
  [routeName(runRoutes.runSummary)]: player((t) => [{ params: { runId: t.victim.wonRunId } }]),
  [routeName(paymentRoutes.paymentStatus)]: player((t) => [
    { params: { paymentId: t.victim.paymentId } },
  ]),
  [routeName(ticketRoutes.reportTicket)]: player((t) => [
    { body: { id: t.victim.wonAttemptId, msg: "Timer Problem", exp_sec: 5 } },
    { body: { id: t.victim.openAttemptId, msg: "Timer Problem", exp_sec: 5 } },
  ]),
  [routeName(runRoutes.verifyAnswer)]: player(
    (t, attackerId) => [
      { body: { user: t.victim.player.userId, id: t.victim.openAttemptId, answer: "b" } },
      { body: { user: attackerId, id: t.victim.openAttemptId, answer: "b" } },
    ],
    {
      status: 409,
      why: "an id is looked up in the caller's own run only, where it is no open question",
    },
  ),
  [routeName(runRoutes.imageReady)]: player((t) => [{ body: { id: t.victim.openAttemptId } }], {
    status: 409,
    why: "an id is looked up in the caller's own run only, where it is no open question",
  }),
  [routeName(rewardRoutes.claimCoupon)]: player(
    (t) => [{ body: { id: t.victim.boughtCouponId } }],
    {
      status: 409,
      why: "'not yours, or already claimed' in one answer, so it reveals nothing",
    },
  ),
  [routeName(visitorTrialRoutes.trialClaim)]: player(
    (t) => [{ body: { deviceId: t.victim.trialDeviceId } }],
    {
      status: 409,
      why: "a win already claimed by its device's player stays theirs",
    },
  ),
  [routeName(bankRoutes.cancelWithdrawal)]: player((t) => [{ params: { id: t.victim.payoutId } }]),
  [routeName(bankRoutes.contributorCancelWithdrawal)]: userAdmin((t) => [
    { params: { id: t.victim.payoutId } },
  ]),
  [routeName(userAdminQuestionRoutes.contributorProfile)]: userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  [routeName(userAdminQuestionRoutes.contributorQuestions)]: userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  [routeName(bankRoutes.contributorWallet)]: userAdmin((t) => [
    { params: { sessionId: t.author.ssid } },
  ]),
  [routeName(userAdminQuestionRoutes.deleteContributorQuestion)]: userAdmin((t) => [
    { params: { questionId: t.author.poolQuestionId } },
  ]),
  [routeName(userAdminQuestionRoutes.postContributorQuestion)]: userAdmin((t) => [
    { body: { user: t.author.ssid, ...questionForm() } },
  ]),

  [routeName(reviewRoutes.review)]: {
    exempt: "a review is public: its like page is shared with anyone",
  },
  [routeName(reviewRoutes.likeReview)]: {
    exempt:
      "liking another player's review is the feature; one's own is refused (community.test.ts)",
  },
  [routeName(paymentRoutes.registerReferral)]: {
    exempt: "a referral code names the referrer on purpose",
  },
  [routeName(rewardRoutes.buyCoupon)]: { exempt: CATALOGUE },
  [routeName(rewardRoutes.addToCart)]: { exempt: CATALOGUE },
  [routeName(visitorTrialRoutes.trialQuestion)]: { exempt: TRIAL_DEVICE },
  [routeName(visitorTrialRoutes.trialAnswer)]: { exempt: TRIAL_DEVICE },
  [routeName(visitorTrialRoutes.trialTimeout)]: { exempt: TRIAL_DEVICE },
  [routeName(paymentRoutes.sandboxCheckout)]: { exempt: SANDBOX },
  [routeName(paymentRoutes.sandboxComplete)]: { exempt: SANDBOX },
  [routeName(paymentRoutes.paymentWebhook)]: {
    exempt: "trusted by the provider's signature (payments.test.ts)",
  },
  [routeName(platformRoutes.devIdToken)]: {
    exempt: "the dev provider, 404 unless DEV_IDENTITY is on",
  },
  [routeName(platformRoutes.devJwks)]: {
    exempt: "the dev provider, 404 unless DEV_IDENTITY is on",
  },
  [routeName(signInRoutes.playerSignIn)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.playerSignUp)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.playerLogout)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.adminLogin)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.adminSignup)]: {
    exempt: "an invite code is the credential (admin-auth.test.ts)",
  },
  [routeName(signInRoutes.contributorLogin)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.contributorLogout)]: { exempt: SIGN_IN },
  [routeName(signInRoutes.contributorChangePassword)]: { exempt: OWN_ACCOUNT },
  [routeName(signInRoutes.usePasswordReset)]: {
    exempt: "the link's secret is the credential and names its account (admin-passwords.test.ts)",
  },
  [routeName(signInRoutes.authConfig)]: { exempt: PUBLIC_INFO },
  [routeName(gameRoutes.gameStatus)]: { exempt: PUBLIC_INFO },
  [routeName(settingsRoutes.playableLanguages)]: { exempt: PUBLIC_INFO },
  [routeName(platformRoutes.health)]: { exempt: PUBLIC_INFO },
  [routeName(runRoutes.receiptKeys)]: { exempt: PUBLIC_INFO },
  [routeName(platformRoutes.uploadedImage)]: {
    exempt: "an uploaded image is shown to everyone its question is served to",
  },
  [routeName(platformRoutes.uploadImage)]: {
    exempt: "stores the caller's own file under the hash of its bytes: no id to swap",
  },
  [routeName(gameRoutes.playerSocket)]: {
    exempt: "a socket hears only its own user's events (realtime.test.ts)",
  },
  [routeName(gameRoutes.adminSocket)]: { exempt: "main admins only (forged-tokens.test.ts)" },
  [routeName(signInRoutes.me)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.account)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.accountHistory)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.accountPending)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.payoutDetails)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.savePayoutDetails)]: { exempt: OWN_ACCOUNT },
  [routeName(settingsRoutes.deactivateAccount)]: { exempt: OWN_ACCOUNT },
  [routeName(rewardRoutes.cart)]: { exempt: OWN_ACCOUNT },
  [routeName(rewardRoutes.cartCheckout)]: { exempt: OWN_ACCOUNT },
  [routeName(rewardRoutes.cartHistory)]: { exempt: OWN_ACCOUNT },
  [routeName(rewardRoutes.coupons)]: { exempt: OWN_ACCOUNT },
  [routeName(settingsRoutes.playerDataExport)]: { exempt: OWN_ACCOUNT },
  [routeName(reviewRoutes.postReview)]: { exempt: OWN_ACCOUNT },
  [routeName(paymentRoutes.deposit)]: { exempt: OWN_ACCOUNT },
  [routeName(paymentRoutes.refer)]: { exempt: OWN_ACCOUNT },
  [routeName(runRoutes.runStart)]: { exempt: OWN_ACCOUNT },
  [routeName(runRoutes.runState)]: { exempt: OWN_ACCOUNT },
  [routeName(runRoutes.runs)]: { exempt: OWN_ACCOUNT },
  [routeName(settingsRoutes.playerSettings)]: { exempt: OWN_ACCOUNT },
  [routeName(settingsRoutes.savePlayerSettings)]: { exempt: OWN_ACCOUNT },
  [routeName(runRoutes.buyTry)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.withdraw)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.confirmEligibility)]: { exempt: OWN_ACCOUNT },
  [routeName(visitorTrialRoutes.trialOffer)]: { exempt: PUBLIC_INFO },
  [routeName(bankRoutes.contributorPayoutDetails)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.saveContributorPayoutDetails)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.contributorWithdrawals)]: { exempt: OWN_ACCOUNT },
  [routeName(bankRoutes.contributorWithdraw)]: { exempt: OWN_ACCOUNT },
  [routeName(showRoutes.shows)]: {
    exempt: "public information; `joined` is read for the caller's own session only",
  },
  [routeName(showRoutes.joinShow)]: { exempt: SHOW },
  [routeName(showRoutes.showState)]: { exempt: SHOW },
  [routeName(showRoutes.showAnswer)]: { exempt: SHOW },
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
