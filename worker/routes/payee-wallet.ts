import { type Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import {
  type ContributorPayoutDetailsBody,
  contributorPayoutDetailsBody,
  type PayoutDetailsResponse,
  type PendingPayoutsResponse,
  payoutDetailsBody,
  type WithdrawalResponse,
  withdrawalBody,
} from "../../contract/account";
import { adminPaths, apiPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
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
import { contributorOnly, playerOnly } from "../http/auth";
import { HttpError, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { confirmOwnPassword } from "../http/password-confirmation";
import { limitAccountWrites } from "../http/rate-limit";
import { validate } from "../http/validate";
import { readSignedInAt } from "../identity/sessions";
import { notifyPlayer } from "../realtime/notify";
import { paiseOf } from "./views/money";
import {
  payoutDetailsOf,
  payoutDetailsView,
  payoutView,
  withdrawalRefusals,
} from "./views/payouts";

const factory = createFactory<AppEnv>();

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
 * guard. A player withdraws unspent cash only (bonus can only be played,
 * decision 004); a contributor withdraws earnings. A payout to details changed within a
 * day waits, and its payee may cancel a payout while it waits (decision 023).
 */
function payeeWalletHandlers(kind: HolderKind) {
  const payee = (c: Context<AppEnv>): LedgerHolder => ({ kind, id: c.get("session").subjectId });
  const detailsBody = kind === "player" ? payoutDetailsBody : contributorPayoutDetailsBody;
  return {
    readDetails: factory.createHandlers(async (c) => {
      const row = await readPayoutDetails(c.var.db, payee(c));
      return c.json({ details: payoutDetailsView(row) } satisfies PayoutDetailsResponse);
    }),
    saveDetails: factory.createHandlers(validate("json", detailsBody), async (c) => {
      await limitAccountWrites(c);
      const body: ContributorPayoutDetailsBody = c.req.valid("json");
      const who = payee(c);
      // A player's body has no password (zod strips one): the player proves it by signing in.
      await requireProofOfOwner(c, who, body.currentPassword);
      const { changed } = await savePayoutDetails(c.var.db, who, payoutDetailsOf(body), Date.now());
      // Every open screen of the player hears it, so a change they did not make shows.
      if (changed && who.kind === "player") {
        await notifyPlayer(c.env, who.id, { type: "payout", event: "details-changed" });
      }
      return c.json({ Status: "OK" } satisfies StatusOk);
    }),
    listPayouts: factory.createHandlers(async (c) => {
      const rows = await listPayoutsOf(c.var.db, payee(c));
      return c.json({ data: rows.map(payoutView) } satisfies PendingPayoutsResponse);
    }),
    withdraw: factory.createHandlers(validate("json", withdrawalBody), async (c) => {
      await limitAccountWrites(c);
      const amountPaise = paiseOf(c.req.valid("json").amount);
      const result = await requestWithdrawal(c.var.db, payee(c), amountPaise, Date.now());
      if (result.kind === "no_details") throw withdrawalRefusals.no_details();
      if (result.kind === "insufficient") {
        throw withdrawalRefusals.insufficient(kind === "player" ? "cash" : "earnings");
      }
      const { payoutId, heldUntil } = result;
      return c.json({ Status: "OK", payoutId, heldUntil } satisfies WithdrawalResponse, 201);
    }),
    cancel: factory.createHandlers(idParam, async (c) => {
      await limitAccountWrites(c);
      const outcome = await cancelPayout(c.var.db, payee(c), c.req.valid("param").id, Date.now());
      // Someone else's payout looks exactly like a missing one.
      if (outcome === null) throw notFound("No such payout request");
      if (outcome === "decided") {
        throw new HttpError(409, "payout_decided", "An admin has already decided this payout");
      }
      return c.json({ Status: "OK" } satisfies StatusOk);
    }),
  };
}

const player = payeeWalletHandlers("player");
const contributor = payeeWalletHandlers("contributor");

/** A player's payout details, payouts and withdrawals of unspent cash (the Bank). */
export const playerWalletRoutes = new Hono<AppEnv>()
  .get(apiPaths.accountPending, playerOnly, ...player.listPayouts)
  .get(apiPaths.payoutDetails, playerOnly, ...player.readDetails)
  .put(apiPaths.payoutDetails, playerOnly, ...player.saveDetails)
  .post(apiPaths.withdrawals, playerOnly, ...player.withdraw)
  .post(apiPaths.cancelWithdrawal.pattern, playerOnly, ...player.cancel);

/** A user-admin's payout details (with their current password), payouts and withdrawals. */
export const contributorPayoutRoutes = new Hono<AppEnv>()
  .get(adminPaths.contributorPayoutDetails, contributorOnly, ...contributor.readDetails)
  .put(adminPaths.contributorPayoutDetails, contributorOnly, ...contributor.saveDetails)
  .get(adminPaths.contributorWithdrawals, contributorOnly, ...contributor.listPayouts)
  .post(adminPaths.contributorWithdrawals, contributorOnly, ...contributor.withdraw)
  .post(adminPaths.contributorCancelWithdrawal.pattern, contributorOnly, ...contributor.cancel);
