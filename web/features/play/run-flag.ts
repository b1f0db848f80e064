import { readStored, removeStored, writeStored } from "../../lib/storage";
import { forfeitRunOf } from "./api";

/**
 * SPEC.md's stored `valid` flag: set while this device has a run going, so leaving /play
 * or /start knows there is a run to forfeit. The server's run state stays the truth; the
 * flag only decides whether to send the forfeit.
 */
export function markRunActive(): void {
  if (readStored("valid") !== "true") writeStored("valid", "true");
}

export function markRunEnded(): void {
  if (readStored("valid") !== null) removeStored("valid");
}

/**
 * SPEC.md's "valid data" delete: forfeits the active run. The flag is cleared before the
 * call, so the run is forfeited once however many ways the player leaves.
 */
export function forfeitRun(): void {
  const userId = readStored("user");
  if (readStored("valid") === null || !userId) return;
  markRunEnded();
  forfeitRunOf(userId).catch((error: unknown) => console.error("Could not forfeit the run", error));
}
