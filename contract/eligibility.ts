import { z } from "zod";
import { REGIONS, type RegionCode } from "./regions";

export type { RegionCode };

const codes = REGIONS.map((region) => region.code) as [RegionCode, ...RegionCode[]];

const CHOOSE_REGION = "Choose your state or union territory";
export const regionCodeSchema = z.enum(codes, { error: CHOOSE_REGION });

/**
 * `PUT /api/account/eligibility`: the caller confirms they are 18 or older (`adult` must
 * be the JSON value true) and names where they live. Kept with the account and audited.
 */
export const eligibilityBody = z.object({
  adult: z.literal(true, { error: "Confirm that you are 18 or older" }),
  region: regionCodeSchema,
});
export type EligibilityBody = z.input<typeof eligibilityBody>;

/** What a player confirmed, and when (epoch ms). */
export type EligibilityView = { adult: true; region: RegionCode; confirmedAt: number };

/**
 * Whether this player may pay to play now: `open`; `off` everywhere here (`PAID_PLAY`);
 * `eligibility_required` until they confirm their age and place; `closed_in_region` when
 * a main admin switched paid play off where they live. Free tries are theirs in each case.
 */
export type PaidPlayAccess = "open" | "off" | "eligibility_required" | "closed_in_region";
export type PaidPlayView = { access: PaidPlayAccess; region: RegionCode | null };

export type EligibilityResponse = { eligibility: EligibilityView; paidPlay: PaidPlayView };

/**
 * `GET`/`PUT /admin/settings/paid-play-regions` (main admins): the places where paid play
 * is off. Each code once; an empty list switches it on everywhere paid play is on.
 */
export const paidPlayRegionsBody = z.object({
  regions: z
    .array(regionCodeSchema)
    .max(REGIONS.length)
    .refine((regions) => new Set(regions).size === regions.length, "Name each place once"),
});
export type PaidPlayRegions = { regions: RegionCode[] };
