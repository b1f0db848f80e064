import { eq } from "drizzle-orm";
import { claimRequests } from "../../db/schema/catalogue";
import { attempts } from "../../db/schema/play";
import { ensureLanguage, poolQuestionOf, selectQuestion } from "../admin-fixtures";
import { catalogueCoupon, cataloguePrize } from "../catalogue-fixtures";
import { deliveryAddress } from "../delivery-fixtures";
import {
  addQuestions,
  type CallOptions,
  call,
  confirmEligibility,
  db,
  detailsSavedYesterday,
  type Player,
  setRunSettings,
  signInContributor,
  signInPlayer,
  uniqueUpi,
} from "../harness";

/**
 * One player's whole estate, built only through the product's own calls (sign-in,
 * referral, runs, deposit, tries, tickets, coupons, cart, review, trial win), so the
 * security tests attack real objects and the ledger audit sees what real flows write.
 */

type Catalogue = { couponId: string; prizeId: string };
export type World = { adminToken: string; catalogue: Catalogue };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

/** A call that must succeed: a broken step names itself instead of failing later. */
async function must(path: string, options: CallOptions, expected: number[] = [200, 201]) {
  const reply = await call(path, options);
  if (!expected.includes(reply.status)) {
    throw new Error(`${options.method ?? "POST"} ${path}: ${reply.status} ${reply.text}`);
  }
  return reply;
}

/** Questions, one-question runs that pay coins, a coupon and stars, and a catalogue. */
export async function prepareWorld(adminToken: string): Promise<World> {
  // Long clocks, so a question left open for the attacks does not time out meanwhile.
  await addQuestions(8, { seconds: 120 });
  await addQuestions(2, { seconds: 120, trial: true });
  await ensureLanguage("hi");
  await setRunSettings({ questionsPerRun: 1, coinsPerCorrect: 200, couponEvery: 1 });
  const couponId = await catalogueCoupon(50, 100);
  const prizeId = await cataloguePrize(50, 1);
  return { adminToken, catalogue: { couponId, prizeId } };
}

/** Plays one run to its end on one answer (b is right) and answers the attempt id. */
async function playRun(player: Player, choice: "b" | "c") {
  await must("/api/run/start", { method: "POST", token: player.token });
  const question = await must(`/api/get/question/no/by/user/name/${player.userId}`, {
    method: "GET",
    token: player.token,
  });
  const attemptId = (question.json.data as { _id: string })._id;
  await must("/api/verify/answer/question/number", {
    token: player.token,
    body: { answer: choice, user: player.userId, id: attemptId },
  });
  return attemptId;
}

async function settledDeposit(player: Player, rupees: number) {
  await confirmEligibility(player);
  const { json } = await must("/api/payments/deposit", {
    token: player.token,
    body: { amount: rupees },
  });
  const orderId = (json.checkoutUrl as string).split("/").pop() ?? "";
  await must(
    "/api/payments/sandbox/complete",
    {
      rawBody: new URLSearchParams({ orderId, outcome: "settled" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
    [303],
  );
  return json.paymentId as string;
}

/** A visitor's device that won the trial, with a reward waiting in the pool. */
async function wonTrialDevice(adminToken: string) {
  await must("/admin/add/singel/rewards", { token: adminToken, body: { data: 40 } });
  const device = unique("device");
  const trial = await must(`/api/get/singel/qst/${device}`, { method: "GET" });
  const qno = (trial.json.data as { qno: string }).qno;
  await must("/api/get/singel/qst/ans", { body: { ip: device, qno, ans: "b" } });
  return device;
}

export type PlayerEstate = Awaited<ReturnType<typeof buildPlayerEstate>>;

export async function buildPlayerEstate(world: World) {
  const { adminToken, catalogue } = world;
  const referrer = await signInPlayer();
  const player = await signInPlayer();
  const code = (await must("/api/refer", { method: "GET", token: referrer.token })).json.code;
  await must("/api/referral", {
    token: player.token,
    body: { referralCode: code },
  });

  const wonAttemptId = await playRun(player, "b");
  const [won] = await db()
    .select({ runId: attempts.runId })
    .from(attempts)
    .where(eq(attempts.id, wonAttemptId));
  const paymentId = await settledDeposit(player, 50);
  await must("/api/tries/buy", { method: "POST", token: player.token });
  const lostAttemptId = await playRun(player, "c");
  const refundedTicketId = (
    await must("/api/tickets", {
      token: player.token,
      body: { id: lostAttemptId, msg: "Timer Problem", exp_sec: 5 },
    })
  ).json.id as string;
  await must("/admin/refund/data/and/add/to/users", {
    token: adminToken,
    body: { id: refundedTicketId, text: "refund", ex_seconds: "" },
  });

  const boughtCouponId = (
    await must("/api/cupon/buy", { token: player.token, body: { id: catalogue.couponId } })
  ).json.id as string;
  const coupons = (await must("/api/cupon", { method: "GET", token: player.token })).json
    .coupons as { id: string; source: string }[];
  const runCouponId = coupons.find((coupon) => coupon.source === "run")?.id ?? "";
  await must("/api/claim/cupon", { token: player.token, body: { id: runCouponId } });
  const cartItemId = (
    await must("/api/cart/add", { token: player.token, body: { id: catalogue.prizeId } })
  ).json.id as string;
  await must("/api/cart/checkout", { token: player.token, body: deliveryAddress });
  const [claimRequest] = await db()
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(eq(claimRequests.subjectId, cartItemId));

  const reviewId = (
    await must("/api/get/new/post/from/comment", {
      token: player.token,
      body: { text: "Fun quiz", stars: 5 },
    })
  ).json.to as string;
  await must("/api/make/like/review/count", { token: referrer.token, body: { l_id: reviewId } });

  const trialDeviceId = await wonTrialDevice(adminToken);
  // Saved a day ago, so an admin may pay the claim at once (decision 023).
  await detailsSavedYesterday(
    { kind: "player", id: player.userId },
    { method: "upi", upiId: uniqueUpi("asha").upi },
  );
  const payoutId = (
    await must("/api/trial/claim", { token: player.token, body: { deviceId: trialDeviceId } })
  ).json.payoutId as string;

  return {
    player,
    referrer,
    wonAttemptId,
    wonRunId: won?.runId ?? "",
    lostAttemptId,
    paymentId,
    refundedTicketId,
    boughtCouponId,
    runCouponId,
    cartItemId,
    claimRequestId: claimRequest?.id ?? "",
    reviewId,
    trialDeviceId,
    payoutId,
  };
}

/** A user-admin with one pool question, selected into Hindi so it earned once. */
export async function buildContributorEstate(adminToken: string) {
  const author = await signInContributor();
  const poolQuestionId = await poolQuestionOf(author);
  const selected = await selectQuestion(adminToken, poolQuestionId, "hi");
  if (selected.status !== 200)
    throw new Error(`select failed: ${selected.status} ${selected.text}`);
  return { author, poolQuestionId };
}
