import type { z } from "zod";
import { runSettingsSchema } from "../../contract/economy-settings";
import { MAX_IMAGE_GRACE_MS } from "../../contract/question-clock";

export type RunSettings = z.infer<typeof runSettingsSchema>;

/**
 * A perfect player gets about 82 % of a bought try back in bonus money with the demo
 * catalogue, which buys more tries; what is left in the end is stars, about 64 % of the
 * try in real value with the demo prizes (domain/economy.ts, decision 022; `npm run
 * economy` for the live figures). At 10 coins a question and ₹5 coupons the bonus alone
 * was 204 %, so a player who knew the answers minted tries.
 */
export const DEFAULT_RUN_SETTINGS: RunSettings = {
  questionsPerRun: 10,
  coinsPerCorrect: 5,
  couponEvery: 5,
  couponValuePaise: 150,
  tryPricePaise: 1000,
  freeTriesPerDay: 1,
  dayTimeZone: "Asia/Kolkata",
  imageGraceSeconds: MAX_IMAGE_GRACE_MS / 1000,
  answerGraceMs: 1000,
  trialPrizesPerAddressPerHour: 1,
};

/**
 * Stored run settings over the defaults, field by field: a missing or bad stored value
 * (one outside a bound tightened since it was saved, such as a 15 s image grace) is its
 * default, and the admin's other settings still hold.
 */
export function runSettingsFrom(stored: unknown): RunSettings {
  if (typeof stored !== "object" || stored === null) return DEFAULT_RUN_SETTINGS;
  const values = stored as Record<string, unknown>;
  const fields = Object.entries(runSettingsSchema.shape).map(([name, schema]) => {
    const parsed = schema.safeParse(values[name]);
    return [name, parsed.success ? parsed.data : DEFAULT_RUN_SETTINGS[name as keyof RunSettings]];
  });
  return Object.fromEntries(fields) as RunSettings;
}

/**
 * One formatter per zone: building one costs far more than formatting with it, and a run
 * start asks for the day dozens of times (the bisection below).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of `now` in the settings' time zone. */
export function dayOf(now: number, timeZone: string): string {
  return dayFormat(timeZone).format(new Date(now));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the day after `now`'s begins in `timeZone` (epoch ms): when the next daily free
 * try is due. Searched by bisection over the formatted day rather than computed from an
 * offset, so a zone whose offset changes that night (summer time) is still right.
 */
export function nextDayStart(now: number, timeZone: string): number {
  const format = dayFormat(timeZone);
  const today = format.format(new Date(now));
  // The next day begins after `now` and at most 26 hours later (the longest day in a zone).
  let before = now;
  let after = now + DAY_MS + 2 * 60 * 60 * 1000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (format.format(new Date(middle)) === today) before = middle;
    else after = middle;
  }
  return after;
}
