import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthenticatedSession, SessionRole } from "../identity/session-types";
import { resolveSession } from "../identity/sessions";
import type { AppEnv } from "./app-env";
import { forbidden, HttpError } from "./errors";
import { pathIdParam } from "./params";

/**
 * SPEC.md's clients react to these markers on a dead session: the player and main-admin
 * SPA look for `Logout: "OUT"`, the user-admin SPA for `Status: 505`.
 */
const deadSessionMarker: Record<SessionRole, Record<string, unknown>> = {
  player: { Logout: "OUT" },
  admin: { Logout: "OUT" },
  contributor: { Status: 505 },
};

const roleNames: Record<SessionRole, string> = {
  player: "player",
  admin: "main admin",
  contributor: "user-admin",
};

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S{16,512})$/i);
  return match?.[1] ?? null;
}

/** The 401 of a request without a live session of any of `roles`, with their dead-session markers. */
function noSessionOf(roles: readonly SessionRole[]): HttpError {
  return new HttpError(
    401,
    "unauthorized",
    `A valid ${roles.map((role) => roleNames[role]).join(" or ")} session is required`,
    undefined,
    Object.assign({}, ...roles.map((role) => deadSessionMarker[role])),
  );
}

/**
 * Requires a live session of this role; sets `session` for the handlers. `resolve` finds
 * the session behind the bearer token: D1 (through the players' per-isolate memory) unless
 * a route has a nearer place that knows it, as the game switch's routes do.
 */
export const requireRole = (
  role: SessionRole,
  resolve: (c: Context<AppEnv>, token: string) => Promise<AuthenticatedSession | null> = (
    c,
    token,
  ) => resolveSession(c.var.db, role, token, Date.now()),
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("sessionGuarded", true);
    const token = bearerToken(c.req.header("Authorization"));
    const session = token ? await resolve(c, token) : null;
    if (!session) throw noSessionOf([role]);
    c.set("session", session);
    await next();
  });

/**
 * The caller's live session of `role` when the request carries one, else null: for a
 * visitor's route that says a little more to a signed-in caller (which shows they joined).
 * A missing or dead token is no refusal here; the reply is then a visitor's.
 */
export function sessionIfAny(
  c: Context<AppEnv>,
  role: SessionRole,
): Promise<AuthenticatedSession | null> {
  const token = bearerToken(c.req.header("Authorization"));
  return token ? resolveSession(c.var.db, role, token, Date.now()) : Promise.resolve(null);
}

/** Requires a live session of either role (a main admin's is looked for first). */
const requireEitherRole = (roles: readonly [SessionRole, SessionRole]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("sessionGuarded", true);
    const token = bearerToken(c.req.header("Authorization"));
    let session: AuthenticatedSession | null = null;
    for (const role of roles) {
      if (!token || session) break;
      session = await resolveSession(c.var.db, role, token, Date.now());
    }
    if (!session) throw noSessionOf(roles);
    c.set("session", session);
    await next();
  });

/**
 * DESIGN.md section 2: a `{user}`/`{userId}` path names the caller's own account, a
 * user-admin's `{sessionId}` its own session; anything else is someone else's data.
 */
export const requireOwnPath = (param: string, owner: "subject" | "session" = "subject") =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session");
    const expected = owner === "session" ? session.id : session.subjectId;
    if (c.req.param(param) !== expected) throw forbidden();
    await next();
  });

/**
 * What main admins and user-admins both do: uploading a question's image. Each route's
 * guard is its descriptor's caller (http/route-handlers.ts), never a bare `.use`, which
 * would also guard every later route under the same prefix.
 */
export const adminOrContributor = requireEitherRole(["admin", "contributor"]);

/** A user-admin route's `{sessionId}`: a valid id, and the caller's own session. */
export const ownSessionParam = [
  pathIdParam("sessionId"),
  requireOwnPath("sessionId", "session"),
] as const;

/** The main admin making this request, as the audit log names who acted. */
export const actingAdmin = (c: Context<AppEnv>) =>
  ({ role: "admin", id: c.get("session").subjectId }) as const;
