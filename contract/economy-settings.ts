import { z } from "zod";
import { MAX_IMAGE_GRACE_MS } from "./question-clock";

/**
 * `/admin/coins`' settings as schemas: the play loop's rules, the contributor reward and
 * the offers' figures. The Worker's rules read them through worker/domain (run-settings.ts,
 * offers.ts), which re-export them for the floors that may not know the wire contract.
 */

/**
 * The play loop's rules as data (DESIGN.md section 4): admins change them in
 * /admin/coins; code reads them, never literals.
 */
export const runSettingsSchema = z.object({
  questionsPerRun: z.number().int().min(1).max(50),
  coinsPerCorrect: z.number().int().min(0).max(10_000),
  couponEvery: z.number().int().min(1).max(50),
  couponValuePaise: z.number().int().min(0).max(1_000_000),
  tryPricePaise: z.number().int().min(0).max(1_000_000),
  freeTriesPerDay: z.number().int().min(0).max(10),
  /** The day boundary for the daily free try, an IANA time zone. */
  dayTimeZone: z.string().min(1),
  /**
   * How long an image question waits for the image before its clock starts anyway; never
   * more than the clock honours (domain/deadline.ts).
   */
  imageGraceSeconds: z
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGE_GRACE_MS / 1000),
  /** Network allowance after the deadline before an answer counts as late. */
  answerGraceMs: z.number().int().min(0).max(5_000),
  /**
   * The visitor trial's prizes one address may win in an hour (an IPv6 /64 is one
   * address): a device id is cheap to make, an address less so.
   */
  trialPrizesPerAddressPerHour: z.number().int().min(1).max(100),
});
const paise = z.number().int().min(0).max(1_000_000);
/** The offers' figures (decision 021). */
export const offerTermsSchema = z.object({
  firstDepositMinPaise: paise,
  firstDepositBonusPaise: paise,
  referralRewardPaise: paise,
});

/** What a contributor earns each time one of their questions is selected into a language. */
export const contributorRewardSchema = z.number().int().min(0).max(1_000_000);
export const DEFAULT_CONTRIBUTOR_REWARD_PAISE = 500;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `/admin/coins`' settings: the run settings, the contributor reward and the offers'
 * figures, edited together.
 * The time zone is checked here because the play loop formats days in it: a zone the
 * runtime does not know would stop every run from starting.
 */
export const economySettingsSchema = runSettingsSchema.extend({
  dayTimeZone: runSettingsSchema.shape.dayTimeZone.refine(isTimeZone, "Unknown time zone"),
  contributorRewardPaise: contributorRewardSchema,
  ...offerTermsSchema.shape,
});
