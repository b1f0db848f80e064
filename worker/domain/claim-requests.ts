import type { ClaimStatus, DecideClaimBody } from "../../contract/admin-requests";

/** A request's states are the contract's words; storage keeps them as they are. */
export type { ClaimStatus };

export type ClaimAction = DecideClaimBody["action"];

/** A prize from the cart, or a coupon (the schema allows them; nothing makes them yet). */
export type ClaimKind = "cart" | "coupon";

/**
 * A claim request's life: pending → approved → shipped (a prize, with the courier's
 * reference) → fulfilled; an approved coupon is fulfilled without shipping; pending or
 * approved → rejected. A shipped prize is on its way, so it is no longer rejected.
 */
export const CLAIM_TRANSITIONS: Record<
  ClaimAction,
  { from: readonly ClaimStatus[]; to: ClaimStatus }
> = {
  approve: { from: ["pending"], to: "approved" },
  ship: { from: ["approved"], to: "shipped" },
  fulfil: { from: ["approved", "shipped"], to: "fulfilled" },
  reject: { from: ["pending", "approved"], to: "rejected" },
};

export type ClaimVerdict =
  | { kind: "move"; to: ClaimStatus }
  /** The request is already where the action leads: a repeated click changes nothing. */
  | { kind: "already" }
  | { kind: "refused"; reason: string };

export function judgeClaimAction(
  current: ClaimStatus,
  action: ClaimAction,
  kind: ClaimKind = "cart",
): ClaimVerdict {
  if (action === "ship" && kind !== "cart") {
    return { kind: "refused", reason: "Only a prize is shipped; a coupon is fulfilled" };
  }
  const transition = CLAIM_TRANSITIONS[action];
  if (current === transition.to) return { kind: "already" };
  if (transition.from.includes(current)) return { kind: "move", to: transition.to };
  return { kind: "refused", reason: `This request is ${current}; it cannot be ${transition.to}` };
}
