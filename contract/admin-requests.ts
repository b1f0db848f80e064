import { z } from "zod";
import type { DeliveryAddress } from "./delivery";
import { plainText } from "./plain-text";

/** Claim requests: a prize or coupon a player asked for (SPEC.md /admin/request). */

const claimStatuses = ["pending", "approved", "shipped", "fulfilled", "rejected"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimRequestsQuery = z.object({
  status: z.union([z.literal(""), z.enum(claimStatuses)]).optional(),
});

export type ClaimRequestView = {
  id: string;
  kind: "cart" | "coupon";
  status: ClaimStatus;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
  player: { id: string; name: string; email: string };
  /** What was requested: a prize (stars) or a coupon (money). */
  item: {
    name: string;
    starPrice: number | null;
    valuePaise: number | null;
    imageUrl: string | null;
  };
  /** A prize's delivery: where, the size picked, and once shipped the courier's reference. */
  delivery:
    | (DeliveryAddress & {
        size: string | null;
        trackingReference: string | null;
        shippedAt: number | null;
      })
    | null;
};
export type ClaimRequestsResponse = { data: ClaimRequestView[] };

/**
 * pending → approved → (a prize: shipped, with the courier's reference →) fulfilled;
 * pending or approved → rejected, with a reason.
 */
export const decideClaimBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve") }),
  z.object({
    action: z.literal("ship"),
    trackingReference: z
      .string()
      .trim()
      .min(1, "Enter the courier's tracking reference")
      .max(120, "At most 120 characters"),
  }),
  z.object({ action: z.literal("fulfil") }),
  z.object({
    action: z.literal("reject"),
    reason: plainText(z.string().trim().min(1, "Say why").max(300), "lines"),
  }),
]);
export type DecideClaimBody = z.infer<typeof decideClaimBody>;
export type DecideClaimResponse = { Status: "OK"; status: ClaimStatus };
