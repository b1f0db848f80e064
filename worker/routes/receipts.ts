import { runRoutes } from "../../contract/routes/play";
import { listRunReceipts, readReceiptOfPlayer } from "../data/play/receipts";
import { HttpError, notFound } from "../http/errors";
import { pathIdParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { readGameStatus } from "../realtime/game-status";
import { receiptKeyring } from "../receipts/receipt-keyring";
import { runReceiptsView } from "./views/receipts";

/** Published keys change only at a rotation, which keeps the old ones listed. */
const KEY_SET_MAX_AGE_SECONDS = 300;

/**
 * Signed receipts: the public keys anyone verifies them with, and a player's
 * own receipts, fetched again by attempt or listed by run.
 */
export const receiptRoutes = routerOf([
  handle(runRoutes.receiptKeys, async (c) => {
    const { keySet } = await receiptKeyring(c.env.RECEIPT_SIGNING_KEYS);
    c.header("Cache-Control", `public, max-age=${KEY_SET_MAX_AGE_SECONDS}`);
    // Public keys: a verifier on any site may read them (the rest of the API stays closed).
    c.header("Access-Control-Allow-Origin", "*");
    return c.json(keySet);
  }),
  handle(runRoutes.receipt, pathIdParam("attemptId"), async (c) => {
    const playerId = c.get("session").subjectId;
    const { attemptId } = c.req.valid("param");
    // A timeout the alarm has not reached yet is closed now, so it has its receipt.
    const game = await readGameStatus(c.env);
    const run = c.env.PLAYER_RUN.getByName(playerId);
    if (await run.closeIfDue(attemptId, game, Date.now())) {
      throw new HttpError(
        409,
        "attempt_open",
        "This question is still open: its receipt comes when it closes",
      );
    }
    // Someone else's attempt looks exactly like a missing one.
    const receipt = await readReceiptOfPlayer(c.var.db, attemptId, playerId);
    if (!receipt) throw notFound("No receipt for that question in your games");
    return c.json({ Status: "OK", receipt });
  }),
  handle(runRoutes.runReceipts, pathIdParam("runId"), async (c) => {
    const { runId } = c.req.valid("param");
    const rows = await listRunReceipts(c.var.db, runId, c.get("session").subjectId);
    if (!rows) throw notFound("No such run in your games");
    return c.json(runReceiptsView(rows));
  }),
]);
