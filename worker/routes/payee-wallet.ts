import type { Context } from "hono";
import type {
  PayoutDetailsResponse,
  PendingPayoutsResponse,
  WithdrawalResponse,
} from "../../contract/account";
import type { StatusOk } from "../../contract/auth";
import type { BodyOut } from "../../contract/route";
import { bankRoutes as routes } from "../../contract/routes/bank";
import { cancelPayout } from "../data/money/payout-cancellations";
import {
  isFirstDestination,
  readPayoutDetails,
  savePayoutDetails,
} from "../data/money/payout-details";
import { listPayoutsOf, requestWithdrawal } from "../data/money/payouts";
import type { HolderKind, LedgerHolder } from "../domain/ledger";
import { proofToChangeDestination } from "../domain/payout-destination";
import type { AppEnv } from "../http/app-env";
import { HttpError, notFound } from "../http/errors";
import { newRowIdOf } from "../http/idempotency";
import { idParam } from "../http/params";
import { confirmOwnPassword } from "../http/password-confirmation";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { readSignedInAt } from "../identity/sessions";
import { notifyPlayer } from "../realtime/notify";
import { paiseOf } from "./views/money";
import {
  payoutDetailsOf,
  payoutDetailsView,
  payoutView,
  withdrawalRefusals,
} from "./views/payouts";

/**
 * Decision 023: a bearer token alone never moves a payee's money somewhere new. A player
 * must have signed in within five minutes (the screen sends them through sign-in and
 * back); a contributor gives their current password, except for a first destination
 * within five minutes of signing in.
 */
async function requireProofOfOwner(
  c: Context<AppEnv>,
  payee: LedgerHolder,
  currentPassword: string | undefined,
) {
  const db = c.var.db;
  const [signedInAt, firstDestination] = await Promise.all([
    readSignedInAt(db, c.get("session").id),
    payee.kind === "contributor" ? isFirstDestination(db, payee) : false,
  ]);
  const proof = proofToChangeDestination(
    payee.kind,
    { signedInAt: signedInAt ?? 0, firstDestination },
    Date.now(),
  );
  if (proof === "fresh_sign_in") {
    throw new HttpError(
      403,
      "reauth_required",
      "For your safety, sign in again to change where your payouts go",
    );
  }
  if (proof === "password") {
    await confirmOwnPassword(c, "contributor", currentPassword, "currentPassword");
  }
}

/**
 * The handlers a payee's wallet shares, the same for a player's Bank and a user-admin's
 * wallet: payout details, the payee's payouts, and withdrawals into the one payout queue.
 * The signed-in session is the payee; each kind's routes below name its paths and role
 * guard, and validate the body before these run. A player withdraws unspent cash only
 * (bonus can only be played, decision 004); a contributor withdraws earnings. A payout to
 * details changed within a day waits, and its payee may cancel a payout while it waits
 * (decision 023).
 */
function payeeWalletHandlers(kind: HolderKind) {
  const payee = (c: Context<AppEnv>): LedgerHolder => ({ kind, id: c.get("session").subjectId });
  return {
    readDetails: async (c: Context<AppEnv>): Promise<PayoutDetailsResponse> => {
      const row = await readPayoutDetails(c.var.db, payee(c));
      return { details: payoutDetailsView(row) };
    },
    saveDetails: async (
      c: Context<AppEnv>,
      body: BodyOut<typeof routes.savePayoutDetails | typeof routes.saveContributorPayoutDetails>,
    ): Promise<StatusOk> => {
      await limitAccountWrites(c);
      const who = payee(c);
      // A player's body has no password (zod strips one): the player proves it by signing in.
      const currentPassword = "currentPassword" in body ? body.currentPassword : undefined;
      await requireProofOfOwner(c, who, currentPassword);
      const { changed } = await savePayoutDetails(c.var.db, who, payoutDetailsOf(body), Date.now());
      // Every open screen of the player hears it, so a change they did not make shows.
      if (changed && who.kind === "player") {
        await notifyPlayer(c.env, who.id, { type: "payout", event: "details-changed" });
      }
      return { Status: "OK" };
    },
    listPayouts: async (c: Context<AppEnv>): Promise<PendingPayoutsResponse> => {
      const rows = await listPayoutsOf(c.var.db, payee(c));
      return { data: rows.map(payoutView) };
    },
    withdraw: async (
      c: Context<AppEnv>,
      body: BodyOut<typeof routes.withdraw>,
    ): Promise<WithdrawalResponse> => {
      await limitAccountWrites(c);
      const amountPaise = paiseOf(body.amount);
      const result = await requestWithdrawal(
        c.var.db,
        payee(c),
        await newRowIdOf(c),
        amountPaise,
        Date.now(),
      );
      if (result.kind === "no_details") throw withdrawalRefusals.no_details();
      if (result.kind === "insufficient") {
        throw withdrawalRefusals.insufficient(kind === "player" ? "cash" : "earnings");
      }
      const { payoutId, heldUntil } = result;
      return { Status: "OK", payoutId, heldUntil };
    },
    cancel: async (c: Context<AppEnv>, payoutId: string): Promise<StatusOk> => {
      await limitAccountWrites(c);
      const outcome = await cancelPayout(c.var.db, payee(c), payoutId, Date.now());
      // Someone else's payout looks exactly like a missing one.
      if (outcome === null) throw notFound("No such payout request");
      if (outcome === "decided") {
        throw new HttpError(409, "payout_decided", "An admin has already decided this payout");
      }
      return { Status: "OK" };
    },
  };
}

const player = payeeWalletHandlers("player");
const contributor = payeeWalletHandlers("contributor");

/** A player's payout details, payouts and withdrawals of unspent cash (the Bank). */
export const playerWalletRoutes = routerOf([
  handle(routes.accountPending, async (c) => c.json(await player.listPayouts(c))),
  handle(routes.payoutDetails, async (c) => c.json(await player.readDetails(c))),
  handle(routes.savePayoutDetails, async (c) =>
    c.json(await player.saveDetails(c, c.req.valid("json"))),
  ),
  handle(routes.withdraw, async (c) => c.json(await player.withdraw(c, c.req.valid("json")), 201)),
  handle(routes.cancelWithdrawal, idParam, async (c) =>
    c.json(await player.cancel(c, c.req.valid("param").id)),
  ),
]);

/** A user-admin's payout details (with their current password), payouts and withdrawals. */
export const contributorPayoutRoutes = routerOf([
  handle(routes.contributorPayoutDetails, async (c) => c.json(await contributor.readDetails(c))),
  handle(routes.saveContributorPayoutDetails, async (c) =>
    c.json(await contributor.saveDetails(c, c.req.valid("json"))),
  ),
  handle(routes.contributorWithdrawals, async (c) => c.json(await contributor.listPayouts(c))),
  handle(routes.contributorWithdraw, async (c) =>
    c.json(await contributor.withdraw(c, c.req.valid("json")), 201),
  ),
  handle(routes.contributorCancelWithdrawal, idParam, async (c) =>
    c.json(await contributor.cancel(c, c.req.valid("param").id)),
  ),
]);
