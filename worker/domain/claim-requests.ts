import type { ClaimStatus, DecideClaimBody } from "../../contract/admin";

/** A request's states are the contract's words; storage keeps them as they are. */
export type { ClaimStatus };

export type ClaimAction = DecideClaimBody["action"];

/** A claim request's life: pending → approved → fulfilled; pending or approved → rejected. */
export const CLAIM_TRANSITIONS: Record<
  ClaimAction,
  { from: readonly ClaimStatus[]; to: ClaimStatus }
> = {
  approve: { from: ["pending"], to: "approved" },
  fulfil: { from: ["approved"], to: "fulfilled" },
  reject: { from: ["pending", "approved"], to: "rejected" },
};

export type ClaimVerdict =
  | { kind: "move"; to: ClaimStatus }
  /** The request is already where the action leads: a repeated click changes nothing. */
  | { kind: "already" }
  | { kind: "refused"; reason: string };

export function judgeClaimAction(current: ClaimStatus, action: ClaimAction): ClaimVerdict {
  const transition = CLAIM_TRANSITIONS[action];
  if (current === transition.to) return { kind: "already" };
  if (transition.from.includes(current)) return { kind: "move", to: transition.to };
  return { kind: "refused", reason: `This request is ${current}; it cannot be ${transition.to}` };
}
