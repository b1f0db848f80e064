import { expect, vi } from "vitest";
import type { WithdrawalBody } from "../../contract/account";
import { DEPOSIT_OPEN_MS } from "../domain/payout-destination";
import {
  type Author,
  contributorIdOf,
  ensureLanguage,
  poolQuestionOf,
  selectQuestion,
} from "./admin-fixtures";
import {
  call,
  detailsSavedYesterday,
  type Player,
  signInContributor,
  signInPlayer,
  UPI,
} from "./harness";
import { settledDeposit, settledWebhook, startedDeposit } from "./security/race-flows";

/**
 * Money brought to where the payout queue can be tried, through the calls a
 * player, a contributor, the provider and an admin make: never rows written by the test,
 * so the ledger audit holds afterwards.
 */

/**
 * A player with `rupees` of settled deposits and, unless told otherwise, UPI details saved
 * a day ago, so their payouts are not held (decision 023).
 */
export async function playerWithCash(rupees: number, options: { details?: boolean } = {}) {
  const player = await signInPlayer();
  if (rupees > 0) await settledDeposit(player, rupees);
  if (options.details !== false) {
    await detailsSavedYesterday({ kind: "player", id: player.userId });
  }
  return player;
}

export const withdraw = (player: Player, body: WithdrawalBody | unknown) =>
  call("/api/account/withdrawals", { token: player.token, body });

/** Asks for a withdrawal that must be accepted, and answers its payout id. */
export async function withdrawn(player: Player, rupees: number): Promise<string> {
  const response = await withdraw(player, { amount: rupees });
  expect(response.status).toBe(201);
  return response.json.payoutId as string;
}

/** Saves a contributor's details now, confirmed with their password (decision 023). */
export const saveContributorDetails = (author: Author, body: object = UPI) =>
  call("/admin/user/payout-details", {
    method: "PUT",
    token: author.token,
    body: { ...body, currentPassword: author.password },
  });

/** A contributor's UPI details saved a day ago: their withdrawals are not held. */
export const contributorDetailsSavedYesterday = async (author: Author) =>
  detailsSavedYesterday({ kind: "contributor", id: await contributorIdOf(author) });

export const contributorWithdraw = (author: Author, body: unknown) =>
  call("/admin/user/withdrawals", { token: author.token, body });

/** A contributor whose `selections` questions a main admin selected into English (₹5 each). */
export async function contributorWithEarnings(adminToken: string, selections: number) {
  const author = await signInContributor();
  await ensureLanguage("en");
  for (let i = 0; i < selections; i++) {
    const selected = await selectQuestion(adminToken, await poolQuestionOf(author), "en");
    expect(selected.status).toBe(200);
  }
  return author;
}

export const payoutQueue = (adminToken: string, query = "") =>
  call(`/admin/get/won/module/reward/with/upi/data${query}`, { token: adminToken });

export const markPaid = (adminToken: string, payoutId: string, reference?: string) =>
  call(
    `/admin/delet/paid/after/one/day/data/${payoutId}${reference ? `?reference=${reference}` : ""}`,
    { method: "DELETE", token: adminToken },
  );

export const rejectPayout = (adminToken: string, payoutId: string, reason: unknown) =>
  call(`/admin/payouts/${payoutId}/reject`, { token: adminToken, body: { reason } });

/** The payee's cancellation of one of their payouts (decision 023). */
export const cancelPayout = (player: Player, payoutId: string) =>
  call(`/api/account/withdrawals/${payoutId}/cancel`, { method: "POST", token: player.token });

export const contributorCancel = (author: Author, payoutId: string) =>
  call(`/admin/user/withdrawals/${payoutId}/cancel`, { method: "POST", token: author.token });

/**
 * Runs `steps` with the Worker's clock (the test's `Date`, shared with workerd) at
 * `at`, then lets it run on again from the real time.
 */
export async function withClockAt<T>(at: number, steps: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  try {
    return await steps();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * The stuck money: a player starts a deposit, leaves it until its link expired,
 * deactivates (nothing is left to forfeit), and then the provider settles it anyway.
 * Answers the dead account, the payment and the provider's delivery, to send again.
 */
export async function depositSettledAfterDeactivation(rupees: number) {
  const { player, paymentId, orderId } = await withClockAt(
    Date.now() - DEPOSIT_OPEN_MS - 1000,
    async () => {
      const player = await signInPlayer();
      return { player, ...(await startedDeposit(player, rupees)) };
    },
  );
  const left = await call("/api/account/deactivate", { token: player.token, body: {} });
  expect(left.status).toBe(200);
  const deliver = await settledWebhook(orderId, rupees * 100);
  expect((await deliver()).status).toBe(200);
  return { player, paymentId, deliver };
}
