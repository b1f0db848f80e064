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

export const DEFAULT_RUN_SETTINGS: RunSettings = {
  questionsPerRun: 10,
  coinsPerCorrect: 10,
  couponEvery: 5,
  couponValuePaise: 500,
  tryPricePaise: 1000,
  freeTriesPerDay: 1,
  dayTimeZone: "Asia/Kolkata",
  imageGraceSeconds: 15,
  answerGraceMs: 1000,
};

/** The calendar day (YYYY-MM-DD) of `now` in the settings' time zone. */
export function dayOf(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(now));
}
