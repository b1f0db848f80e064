import { z } from "zod";
import { offerTermsSchema } from "./offers";
import { runSettingsSchema } from "./run-settings";

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
