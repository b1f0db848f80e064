import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { StatusCode } from "hono/utils/http-status";
import { bytesToBase64Url, sha256Hex, utf8 } from "../../contract/encoding";
import { signInRoutes } from "../../contract/routes/sign-in";
import {
  claimIdempotencyKey,
  type KeyScope,
  releaseIdempotencyKey,
  storeIdempotentReply,
} from "../data/idempotency";
import { newId } from "../ids";
import type { AppEnv } from "./app-env";
import { badRequest, errorResponse, HttpError } from "./errors";
import { logEvent } from "./log";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** 1 to 255 visible ASCII characters: a UUID, a ULID, a client's own counter. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Replies that hand over a secret (a bearer token, an invite, a reset link) are never
 * stored: D1 keeps such secrets only as hashes. Sending one of these again is safe as it
 * is (another session, another link), so they run every time, key or not.
 */
const repliesWithSecrets = new Set<string>([
  signInRoutes.playerSignIn.path,
  signInRoutes.adminLogin.path,
  signInRoutes.adminSignup.path,
  signInRoutes.contributorLogin.path,
  signInRoutes.adminInvite.path,
  signInRoutes.issuePasswordReset.path,
]);

const keyReused = () =>
  new HttpError(
    409,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request",
  );
const requestInProgress = () =>
  new HttpError(
    409,
    "request_in_progress",
    "Your earlier request is still being handled. Try again in a moment.",
    undefined,
    undefined,
    { "Retry-After": "1" },
  );

async function callerOf(c: Context<AppEnv>): Promise<string> {
  const authorization = c.req.header("Authorization");
  return authorization ? sha256Hex(authorization) : "visitor";
}

/** What a replay must match: the query and the body's bytes. */
async function requestHashOf(c: Context<AppEnv>): Promise<string> {
  const query = utf8(`${new URL(c.req.url).search}\n`);
  const body = new Uint8Array(await c.req.raw.clone().arrayBuffer());
  const sent = new Uint8Array(query.length + body.length);
  sent.set(query);
  sent.set(body, query.length);
  return sha256Hex(sent);
}

/**
 * A failure that says "send it again" frees the key so the retry runs: ours (5xx,
 * including storage's 503 `unavailable`) and a rate limit's 429, whose Retry-After a
 * stored copy would contradict for a day. Anything else is the request's answer.
 */
const isRetryable = (status: number) => status >= 500 || status === 429;

/**
 * `Idempotency-Key` on every write of /api and /admin (issue 35): the first request with a
 * key claims it and runs; its reply is kept for 24 hours and a retry with the same key and
 * the same request gets it again (`Idempotent-Replayed: true`) instead of running twice. A
 * different request under the key is 409 `idempotency_key_reused`; a retry while the
 * first still runs is 409 `request_in_progress` (Retry-After 1), unless the first has held
 * the key past the stale limit (its runtime died), when the retry takes it over. Without
 * the header nothing here touches D1. Multipart uploads are not covered: a browser
 * encodes a resent form with a fresh boundary, and the one upload already stores an image
 * once under its bytes' hash.
 */
export const idempotentWrites = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header("Idempotency-Key");
  if (
    key === undefined ||
    !WRITES.has(c.req.method) ||
    repliesWithSecrets.has(c.req.path) ||
    c.req.header("Content-Type")?.startsWith("multipart/form-data")
  ) {
    return next();
  }
  if (!VALID_KEY.test(key)) {
    return errorResponse(
      c,
      badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters", [
        { path: "Idempotency-Key", message: "Use 1 to 255 visible ASCII characters" },
      ]),
    );
  }

  const scope: KeyScope = {
    caller: await callerOf(c),
    method: c.req.method,
    path: c.req.path,
    key,
  };
  const claim = await claimIdempotencyKey(c.var.db, scope, await requestHashOf(c), Date.now());
  if (claim.outcome === "reused") return errorResponse(c, keyReused());
  if (claim.outcome === "inProgress") return errorResponse(c, requestInProgress());
  if (claim.outcome === "replay") {
    const { status, contentType, body } = claim.reply;
    const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
    if (contentType) headers["Content-Type"] = contentType;
    return c.newResponse(body === "" ? null : body, status as StatusCode, headers);
  }

  c.set("keyScope", scope);
  await next();
  try {
    if (isRetryable(c.res.status)) {
      await releaseIdempotencyKey(c.var.db, scope, claim.claimedAt);
    } else {
      await storeIdempotentReply(c.var.db, scope, claim.claimedAt, {
        status: c.res.status,
        contentType: c.res.headers.get("Content-Type"),
        body: await c.res.clone().text(),
      });
    }
  } catch (error) {
    // The write is done and its reply goes out, but its key stays held: a retry waits
    // out the stale limit and then runs again. Logged, as that is the one gap left.
    logEvent(c, "warn", "idempotency_record_failed", {
      error: error instanceof Error ? error.name : "unknown",
      detail: error instanceof Error ? error.message : String(error),
    });
  }
});

/**
 * The id a route gives the one row its write makes (a payout, a payment, a purchase). With
 * a key it is the same for every run of that key, so a run that takes over the key of one
 * that died after its batch committed (no reply stored) finds that row by its id and
 * answers with it instead of making a second: 128 bits of the scope's SHA-256, shaped as
 * `newId()`'s (the caller is a hash of a secret, so nobody else can name it). Without a
 * key it is a fresh id. A route that uses it first looks for a row with that id.
 */
export async function newRowIdOf(c: Context<AppEnv>): Promise<string> {
  const scope = c.var.keyScope;
  if (!scope) return newId();
  const named = utf8(`${scope.caller}\n${scope.method}\n${scope.path}\n${scope.key}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", named));
  return bytesToBase64Url(digest.slice(0, 16));
}
