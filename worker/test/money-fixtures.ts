import { expect } from "vitest";
import type { WithdrawalBody } from "../../contract/account";
import { type Author, ensureLanguage, poolQuestionOf, selectQuestion } from "./admin-fixtures";
import {
  call,
  type Player,
  savePlayerDetails,
  signInContributor,
  signInPlayer,
  UPI,
} from "./harness";
import { settledDeposit } from "./security/race-flows";

/**
 * Money brought to where the payout queue can be tried (issue 16), through the calls a
 * player, a contributor, the provider and an admin make: never rows written by the test,
 * so the ledger audit holds afterwards.
 */

/** A player with `rupees` of settled deposits and, unless told otherwise, UPI details. */
export async function playerWithCash(rupees: number, options: { details?: boolean } = {}) {
  const player = await signInPlayer();
  if (rupees > 0) await settledDeposit(player, rupees);
  if (options.details !== false) expect((await savePlayerDetails(player)).status).toBe(200);
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

export const saveContributorDetails = (author: Author, body: object = UPI) =>
  call("/admin/user/payout-details", { method: "PUT", token: author.token, body });

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
