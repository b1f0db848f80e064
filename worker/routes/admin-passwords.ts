import type { Context } from "hono";
import type { StatusOk } from "../../contract/auth";
import { signInRoutes } from "../../contract/routes/sign-in";
import {
  changeOwnPassword,
  issuePasswordReset,
  type PasswordRole,
  readPasswordAccount,
  usePasswordReset,
} from "../data/people/passwords";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { conflict, HttpError, notFound } from "../http/errors";
import { confirmOwnPassword } from "../http/password-confirmation";
import { failureLimits, limitFailedChecks } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { hashPassword } from "../identity/passwords";
import { sha256Hex } from "../identity/tokens";
import { randomToken } from "../ids";
import { gameRoom } from "../realtime/hubs";

const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The reset screen; the secret travels after `#`, which browsers never send to a server. */
const RESET_SCREEN = "/admin/reset-password";

/**
 * The caller's own password: the current one first. Only a wrong one counts, per account
 * (decision 020): whoever asks holds that account's session.
 */
async function changeOwn(c: Context<AppEnv>, role: PasswordRole, current: string, next: string) {
  const session = c.get("session");
  await confirmOwnPassword(c, role, current, "current");
  const account = { role, id: session.subjectId };
  await changeOwnPassword(c.var.db, account, await hashPassword(next), session.id, Date.now());
  // The game room remembers admin sessions for the switch; the other ones end there too.
  if (role === "admin") {
    await gameRoom(c.env).forgetAdminSessions({ subjectId: account.id, keep: session.id });
  }
  return c.json({ Status: "OK" } satisfies StatusOk);
}

/**
 * Passwords of both admin areas: each account changes its own; a main admin
 * issues a one-time reset link for a user-admin or another main admin, and whoever holds
 * it sets a new password once within 24 hours, which ends that account's sessions. No
 * password or link secret is stored, logged or echoed.
 */
export const adminPasswordRoutes = routerOf([
  handle(signInRoutes.adminChangePassword, async (c) => {
    const { current, password } = c.req.valid("json");
    return changeOwn(c, "admin", current, password);
  }),
  handle(signInRoutes.contributorChangePassword, async (c) => {
    const { current, password } = c.req.valid("json");
    return changeOwn(c, "contributor", current, password);
  }),
  handle(signInRoutes.issuePasswordReset, async (c) => {
    const { role, id } = c.req.valid("json");
    const adminId = c.get("session").subjectId;
    if (role === "admin" && id === adminId) {
      throw conflict("Change your own password on the password screen");
    }
    const db = c.var.db;
    if (!(await readPasswordAccount(db, { role, id }))) {
      throw notFound(role === "admin" ? "No such admin" : "No such user-admin");
    }
    const token = randomToken();
    const now = Date.now();
    const expiresAt = now + RESET_LIFETIME_MS;
    await issuePasswordReset(
      db,
      { account: { role, id }, tokenHash: await sha256Hex(token), expiresAt },
      { role: "admin", id: adminId },
      now,
    );
    return c.json({
      Status: "OK",
      link: `${new URL(c.req.url).origin}${RESET_SCREEN}#${token}`,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }),
  handle(signInRoutes.usePasswordReset, async (c) => {
    const { token, password } = c.req.valid("json");
    // A link that does not work counts as a failed guess from this address (decision 020).
    const account = await limitFailedChecks(
      c,
      [[failureLimits.secretsFromAddress, clientBucket(c)]],
      async () =>
        usePasswordReset(
          c.var.db,
          await sha256Hex(token),
          await hashPassword(password),
          Date.now(),
        ),
    );
    if (!account) {
      throw new HttpError(
        403,
        "invalid_reset",
        "This reset link has expired or was already used. Ask an admin for a new one.",
      );
    }
    if (account.role === "admin")
      await gameRoom(c.env).forgetAdminSessions({ subjectId: account.id });
    return c.json({ Status: "OK", role: account.role });
  }),
]);
