import * as z from "zod/mini";
import { gameStatusSchema } from "./game";

/**
 * Server-to-client socket messages (DESIGN.md section 6): a union tagged by `type`.
 * Clients validate every message with this schema and resync over HTTP after each
 * reconnect; a message is a hint, never the only source of truth.
 */
const gameMessage = z.extend(gameStatusSchema, { type: z.literal("game") });

const ticketMessage = z.object({
  type: z.literal("ticket"),
  event: z.enum(["new", "decided"]),
  ticketId: z.string(),
  status: z.enum(["pro", "refund", "non-refund"]),
});

const runMessage = z.object({
  type: z.literal("run"),
  event: z.literal("timeout"),
  attemptId: z.string(),
});

/**
 * To the payee: a payout request was paid or rejected, or their payout details changed
 * (decision 023: every open screen of theirs hears it); the client re-reads its payouts
 * and its Bank.
 */
const payoutMessage = z.object({
  type: z.literal("payout"),
  event: z.enum(["paid", "rejected", "details-changed"]),
  /** The payout paid or rejected; absent for a change of details. */
  payoutId: z.optional(z.string()),
});

/** To the player: an admin moved their prize or coupon request; the client re-reads it. */
const claimMessage = z.object({
  type: z.literal("claim"),
  event: z.enum(["approved", "shipped", "fulfilled", "rejected"]),
  claimId: z.string(),
});

const counts = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/**
 * To everyone online (a show is public): a live show moved on (decision 032). A question
 * message is the first time any byte of its question leaves the server; the reveal is the
 * first time its right option does.
 */
const showMessage = z.discriminatedUnion("event", [
  z.object({
    type: z.literal("show"),
    event: z.literal("lobby"),
    showId: z.string(),
    waiting: z.number(),
  }),
  z.object({
    type: z.literal("show"),
    event: z.literal("question"),
    showId: z.string(),
    index: z.number(),
    of: z.number(),
    text: z.string(),
    options: z.tuple([z.string(), z.string(), z.string(), z.string()]),
    closesAt: z.number(),
  }),
  z.object({
    type: z.literal("show"),
    event: z.literal("reveal"),
    showId: z.string(),
    index: z.number(),
    correct: z.enum(["a", "b", "c", "d"]),
    counts,
    survivors: z.number(),
  }),
  z.object({
    type: z.literal("show"),
    event: z.literal("ended"),
    showId: z.string(),
    winners: z.number(),
    sharePaise: z.number(),
  }),
  z.object({ type: z.literal("show"), event: z.literal("cancelled"), showId: z.string() }),
]);

export const serverMessage = z.union([
  z.discriminatedUnion("type", [
    gameMessage,
    ticketMessage,
    runMessage,
    payoutMessage,
    claimMessage,
  ]),
  showMessage,
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type GameMessage = z.infer<typeof gameMessage>;
export type ClaimMessage = z.infer<typeof claimMessage>;
export type ShowMessage = z.infer<typeof showMessage>;

/** Who a socket belongs to; admins and players hear different events. */
export type SocketAudience = "visitor" | "player" | "admin";

/**
 * The socket sub-protocol. A bearer token travels as a second offered protocol
 * (`bearer.<token>`) so it is never in a URL or a log line; the server only ever
 * answers with this name. A visitor without a token offers the browser's device id the
 * same way (`device.<id>`, contract/device-id.ts's shape), so the admins' count of who is
 * online tells one visitor's tabs from many visitors.
 */
export const REALTIME_PROTOCOL = "quizzy.v1";
export const BEARER_PROTOCOL_PREFIX = "bearer.";
export const DEVICE_PROTOCOL_PREFIX = "device.";

/** Close codes the client acts on: 4401 means drop the stored token and stop retrying. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/**
 * The session (or, without one, the address) already holds as many sockets as it may:
 * the client retries later with its usual backoff, when one of them may have closed.
 */
export const SOCKET_CLOSE_TOO_MANY = 4429;
