import { z } from "zod";

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

export type PrizeView = CatalogueEntryView & { starPrice: number; imageUrl: string | null };

export type CartItemView = {
  id: string;
  prizeId: string;
  name: string;
  starPrice: number;
  /** in_cart | requested | fulfilled | rejected */
  status: string;
  reason: string | null;
  createdAt: number;
};

export type CartResponse = { stars: number; items: CartItemView[]; prizes: PrizeView[] };
export type CartHistoryResponse = { items: CartItemView[] };
export type AddToCartResponse = { Status: "OK"; id: string };
export type CheckoutResponse = { Status: "OK"; requested: number };
