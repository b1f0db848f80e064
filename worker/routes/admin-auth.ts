import type { Context } from "hono";
import { signInRoutes } from "../../contract/routes/sign-in";
import {
  createAdminWithInvite,
  createInvite,
  findAdminByEmail,
  listAdmins,
} from "../data/people/admins";
import { findContributorByEmail } from "../data/people/contributors";
import type { PasswordRole } from "../data/people/passwords";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { conflict, HttpError } from "../http/errors";
import { enforceRateLimit, failureLimits, limitFailedChecks, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "../identity/passwords";
import { revokeSession, startSession } from "../identity/sessions";
import { sha256Hex } from "../identity/tokens";
import { randomToken } from "../ids";
import { gameRoom } from "../realtime/hubs";

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const wrongCredentials = () => new HttpError(401, "invalid_credentials", "Wrong email or password");

type PasswordAccount = { id: string; passwordHash: string; disabled: boolean };

/**
 * Signs in with an email and password: the account is found by its lowercased email and
 * its password checked, or a dummy hash when there is no account, so a missing email and
 * a wrong password look alike, in body and in time. Only a wrong password counts against
 * the limits (decision 020): one account at one address, and everything tried from that
 * address. A right password for an enabled account starts its session.
 */
async function signInWithPassword(
  c: Context<AppEnv>,
  role: PasswordRole,
  credentials: { email: string; password: string },
  findByEmail: (db: Database, email: string) => Promise<PasswordAccount | null>,
) {
  const email = credentials.email.toLowerCase();
  const db = c.var.db;
  const address = clientBucket(c);
  const account = await limitFailedChecks(
    c,
    [
      [failureLimits.passwordAtAddress, `${role}:${email}@${address}`],
      [failureLimits.secretsFromAddress, address],
    ],
    async () => {
      const found = await findByEmail(db, email);
      const valid = await verifyPassword(
        credentials.password,
        found?.passwordHash ?? UNKNOWN_ACCOUNT_HASH,
      );
      return found && valid ? found : null;
    },
  );
  if (!account) throw wrongCredentials();
  if (account.disabled) throw new HttpError(403, "account_disabled", "This account is disabled");
  return startSession(db, role, account.id, Date.now());
}

/** Sign-in for both admin areas (main admins and user-admins), invites and the admin list. */
export const adminAuthRoutes = routerOf([
  handle(signInRoutes.adminLogin, async (c) => {
    const session = await signInWithPassword(c, "admin", c.req.valid("json"), findAdminByEmail);
    return c.json({ Status: "OK", token: session.token });
  }),
  handle(signInRoutes.adminSignup, async (c) => {
    await enforceRateLimit(c, rateRules.adminSignupsPerAddress, [clientBucket(c)]);
    const { email, password, name, invite } = c.req.valid("json");
    const db = c.var.db;
    const now = Date.now();
    const { result, adminId } = await createAdminWithInvite(
      db,
      { email: email.toLowerCase(), name, passwordHash: await hashPassword(password) },
      await sha256Hex(invite),
      now,
    );
    if (result === "invalid_invite") {
      throw new HttpError(403, "invalid_invite", "This invite is not valid or was already used");
    }
    if (result === "email_taken") throw conflict("An admin with this email already exists");
    const session = await startSession(db, "admin", adminId, now);
    return c.json({ Status: "OK", token: session.token });
  }),
  handle(signInRoutes.adminLogout, async (c) => {
    const sessionId = c.get("session").id;
    await revokeSession(c.var.db, sessionId, Date.now());
    // The game room remembers admin sessions for the switch (decision 016).
    await gameRoom(c.env).forgetAdminSessions({ sessionId });
    return c.json({ Status: "OK" });
  }),
  handle(signInRoutes.adminInvite, async (c) => {
    const code = randomToken(18);
    const now = Date.now();
    const expiresAt = now + INVITE_LIFETIME_MS;
    await createInvite(
      c.var.db,
      { codeHash: await sha256Hex(code), createdBy: c.get("session").subjectId, expiresAt },
      now,
    );
    return c.json({
      Status: "OK",
      invite: code,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }),
  handle(signInRoutes.admins, async (c) => {
    const you = c.get("session").subjectId;
    const rows = await listAdmins(c.var.db);
    return c.json({
      data: rows.map((row) => ({ ...row, you: row.id === you })),
    });
  }),
  handle(signInRoutes.contributorLogin, async (c) => {
    const session = await signInWithPassword(
      c,
      "contributor",
      c.req.valid("json"),
      findContributorByEmail,
    );
    return c.json({
      Status: "OK",
      token: session.token,
      ssid: session.id,
    });
  }),
  handle(signInRoutes.contributorLogout, async (c) => {
    await revokeSession(c.var.db, c.get("session").id, Date.now());
    return c.json({ Status: "OK" });
  }),
]);
