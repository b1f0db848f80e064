import type { Context } from "hono";
import { type PasswordRole, readPasswordAccount } from "../data/people/passwords";
import { verifyPassword } from "../identity/passwords";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";
import { failureLimits, limitFailedChecks } from "./rate-limit";

/**
 * The signed-in account's current password, asked before a change a stolen session must
 * not make alone (a new password; a contributor's payout destination). Only a wrong one
 * counts, in the account's own bucket (decision 020), so guesses across these doors share
 * one limit; a wrong or missing one is a 403 `wrong_password` on `field`.
 */
export async function confirmOwnPassword(
  c: Context<AppEnv>,
  role: PasswordRole,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password) {
    throw new HttpError(403, "wrong_password", "Enter your current password to confirm it is you", [
      { path: field, message: "Enter your current password" },
    ]);
  }
  const { subjectId } = c.get("session");
  const db = c.var.db;
  const found = await limitFailedChecks(
    c,
    [[failureLimits.currentPassword, `${role}:${subjectId}`]],
    async () => {
      const stored = await readPasswordAccount(db, { role, id: subjectId });
      return stored && (await verifyPassword(password, stored.passwordHash)) ? stored : null;
    },
  );
  if (!found) {
    throw new HttpError(403, "wrong_password", "The current password is not right", [
      { path: field, message: "This is not your current password" },
    ]);
  }
}
