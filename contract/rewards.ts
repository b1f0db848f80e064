import { z } from "zod";
import { type DeliveryAddress, deliveryAddressFields } from "./delivery";

/** Coins, coupons, stars and the cart (SPEC.md `/cupon`, `/claim/cupon`, `/cart`). */

export type CouponView = {
  id: string;
  name: string;
  valuePaise: number;
  /** run: won every Nth correct answer; bought: paid with coins. */
  source: "run" | "bought";
  status: "unclaimed" | "claimed";
  createdAt: number;
};

/** What players see of any catalogue entry: a coupon coins buy, or a prize stars buy. */
type CatalogueEntryView = { id: string; name: string; stock: number };

export type CatalogueCouponView = CatalogueEntryView & { coinPrice: number; valuePaise: number };

export type CouponsResponse = {
  coins: number;
  coupons: CouponView[];
  catalogue: CatalogueCouponView[];
};

export const idBody = z.object({ id: z.string().min(1).max(64) });

export type BuyCouponResponse = { Status: "OK"; id: string };
export type ClaimCouponResponse = { Status: "OK"; valuePaise: number };

/** A size a prize comes in, e.g. "M" or "42": what the player picks at checkout. */
export const prizeSize = z
  .string()
  .trim()
  .min(1, "Write the size")
  .max(12, "At most 12 characters");

export type PrizeView = CatalogueEntryView & {
  starPrice: number;
  imageUrl: string | null;
  /** The sizes a player picks from at checkout, in the admin's order; none: one size. */
  sizes: string[];
};

export type CartItemView = {
  id: string;
  prizeId: string;
  name: string;
  starPrice: number;
  /** in_cart | requested | shipped | fulfilled | rejected */
  status: string;
  reason: string | null;
  createdAt: number;
  /** The sizes the prize comes in (to pick at checkout); none: one size. */
  sizes: string[];
  /** The size picked at checkout; null before, or for a prize without sizes. */
  size: string | null;
  /** The courier's reference once an admin has shipped it. */
  trackingReference: string | null;
  shippedAt: number | null;
};

export type CartResponse = {
  stars: number;
  items: CartItemView[];
  prizes: PrizeView[];
  /** Where the player's last prize went, to fill the checkout form; null before any. */
  lastDelivery: DeliveryAddress | null;
};
export type CartHistoryResponse = { items: CartItemView[] };
export type AddToCartResponse = { Status: "OK"; id: string };

/**
 * Request delivery: everything in the cart goes to one address, each prize that comes in
 * sizes with the size picked for its cart item (`sizes`, by cart item id).
 */
export const checkoutBody = deliveryAddressFields.extend({
  sizes: z
    .array(z.object({ item: z.string().min(1).max(64), size: prizeSize }))
    .max(100)
    .optional(),
});
export type CheckoutBody = z.input<typeof checkoutBody>;
export type CheckoutResponse = { Status: "OK"; requested: number };

/** The field a refused size is shown at: one per cart item (`sizes.{cartItemId}`). */
export const sizeField = (cartItemId: string) => `sizes.${cartItemId}`;
