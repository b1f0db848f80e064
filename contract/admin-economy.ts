import { z } from "zod";
import { edit } from "./admin-writes";
import { imageField } from "./contributor";
import type { economySettingsSchema } from "./economy-settings";
import { plainText } from "./plain-text";
import { type CatalogueCouponView, type PrizeView, prizeSize } from "./rewards";

/** The economy: run settings, support address and the catalogue of coupons and prizes. */

/**
 * `/admin/settings/support` (main admin): the address a blocked player is told to write
 * to; the sign-in screen reads it from `GET /api/auth/config`.
 */
export const supportSettingsBody = z.object({ supportEmail: z.email().max(254) });
export type SupportSettings = z.infer<typeof supportSettingsBody>;

/**
 * The play loop's run settings, what a selected question earns its contributor, and the
 * offers' figures (contract/offers.ts), as `/admin/coins` edits them.
 */
export type EconomySettings = z.output<typeof economySettingsSchema>;

/**
 * What a bought try really returns under some settings and today's catalogues, in paise
 * (worker/domain/economy.ts, decision 022): for a perfect, a 70 % and a 40 % player, with
 * coins at the best coupon, stars at the best prize cost per star, and bonus money spent
 * again on tries until it runs out. A null figure is unbounded (the bonus never runs out).
 */
export type EconomyReport = {
  tryPricePaise: number;
  paisePerCoin: number;
  paisePerStar: number;
  players: {
    accuracy: number;
    correctAnswers: number;
    coins: number;
    runCoupons: number;
    stars: number;
    bonusPaise: number;
    starValuePaise: number;
    runsPerTry: number | null;
    starsPerTry: number | null;
    valuePaise: number | null;
    returnShare: number | null;
  }[];
  cheapestPrize: {
    name: string;
    starPrice: number;
    costPaise: number | null;
    perfectRuns: number;
    ownMoneyPaise: number;
  } | null;
  uncostedPrizes: string[];
  firstDeposit: {
    depositPaise: number;
    bonusPaise: number;
    valuePaise: number | null;
    returnShare: number | null;
  };
  returnsMoreThanPaid: boolean;
};

const catalogueName = plainText(z.string().trim().min(1).max(120));
const stock = z.number().int().min(0).max(1_000_000);

const couponFields = z.object({
  name: catalogueName,
  coinPrice: z.number().int().min(1).max(1_000_000),
  valuePaise: z.number().int().min(1).max(10_000_000),
  stock,
  active: z.boolean(),
});
export const createCouponBody = couponFields.extend({ active: z.boolean().optional() });
export const editCouponBody = edit(couponFields);

/** What the admin sees of an entry besides what players see. */
type CatalogueUpkeep = { active: boolean; createdAt: number };

export type CouponCatalogueView = CatalogueCouponView & CatalogueUpkeep;
export type CouponCatalogueResponse = { data: CouponCatalogueView[] };

/** A prize's sizes (e.g. S, M, L, XL); none: it comes in one size and none is asked. */
const prizeSizes = z
  .array(prizeSize)
  .max(12, "At most 12 sizes")
  .refine((sizes) => new Set(sizes).size === sizes.length, "Name each size once");

const prizeFields = z.object({
  name: catalogueName,
  starPrice: z.number().int().min(1).max(1_000_000),
  /** What one costs us: the economy values stars by it (decision 022). */
  costPaise: z.number().int().min(0).max(10_000_000),
  stock,
  imageUrl: imageField,
  sizes: prizeSizes,
  active: z.boolean(),
});
export const createPrizeBody = prizeFields.extend({
  /** Absent: the economy lists the prize as uncosted until an admin sets it. */
  costPaise: prizeFields.shape.costPaise.optional(),
  imageUrl: imageField.optional(),
  sizes: prizeSizes.optional(),
  active: z.boolean().optional(),
});
export const editPrizeBody = edit(prizeFields);

/** Players never see what a prize costs us; a prize made before it was asked has none. */
export type PrizeCatalogueView = PrizeView & CatalogueUpkeep & { costPaise: number | null };
export type PrizeCatalogueResponse = { data: PrizeCatalogueView[] };
