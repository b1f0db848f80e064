import type { Context } from "hono";
import { type PasswordRole, readPasswordAccount } from "../data/people/passwords";
import { verifyPassword } from "../identity/passwords";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";
import { enforceRateLimit, rateRules } from "./rate-limit";

/**
 * The signed-in account's current password, asked before a change a stolen session must
 * not make alone (a new password; a contributor's payout destination, decision 019).
 * Counted like sign-in guesses, in the account's own bucket, so guesses across these
 * doors share one limit; a wrong or missing one is a 403 `wrong_password` on `field`.
 */
export async function confirmOwnPassword(
  c: Context<AppEnv>,
  role: PasswordRole,
  password: string | undefined,
  field: string,
): Promise<void> {
  const { subjectId } = c.get("session");
  await enforceRateLimit(c, rateRules.passwordGuessesPerAccount, [`${role}-password:${subjectId}`]);
  if (!password) {
    throw new HttpError(403, "wrong_password", "Enter your current password to confirm it is you", [
      { path: field, message: "Enter your current password" },
    ]);
  }
  const found = await readPasswordAccount(c.var.db, { role, id: subjectId });
  if (!found || !(await verifyPassword(password, found.passwordHash))) {
    throw new HttpError(403, "wrong_password", "The current password is not right", [
      { path: field, message: "This is not your current password" },
    ]);
  }
}
