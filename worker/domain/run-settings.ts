import { z } from "zod";

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
  /** How long an image question waits for the image before its clock starts anyway. */
  imageGraceSeconds: z.number().int().min(0).max(120),
  /** Network allowance after the deadline before an answer counts as late. */
  answerGraceMs: z.number().int().min(0).max(5_000),
});
export type RunSettings = z.infer<typeof runSettingsSchema>;

/**
 * A perfect player gets about 82 % of a bought try back in bonus money with the demo
 * catalogue (domain/economy.ts; `npm run economy` for the live figures): at 10 coins a
 * question and ₹5 coupons it was 204 %, so a player who knew the answers minted tries.
 */
export const DEFAULT_RUN_SETTINGS: RunSettings = {
  questionsPerRun: 10,
  coinsPerCorrect: 5,
  couponEvery: 5,
  couponValuePaise: 150,
  tryPricePaise: 1000,
  freeTriesPerDay: 1,
  dayTimeZone: "Asia/Kolkata",
  imageGraceSeconds: 15,
  answerGraceMs: 1000,
};

/** Stored run settings over the defaults; a bad stored value falls back to the defaults. */
export function runSettingsFrom(stored: unknown): RunSettings {
  if (stored === undefined) return DEFAULT_RUN_SETTINGS;
  const parsed = runSettingsSchema.partial().safeParse(stored);
  return parsed.success ? { ...DEFAULT_RUN_SETTINGS, ...parsed.data } : DEFAULT_RUN_SETTINGS;
}

/** The calendar day (YYYY-MM-DD) of `now` in the settings' time zone. */
export function dayOf(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(now));
}
