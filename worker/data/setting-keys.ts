/** The `settings` table's keys; no Worker types here, so scripts read the same rows. */
export const SETTING_KEYS = {
  runSettings: "game.run",
  contributorReward: "contributor.reward_paise",
  /** Written by the Cron Trigger (worker/maintenance.ts) after each run; read by /admin/check. */
  lastCronRun: "cron.last_run",
  /** Where a refused player is told to write; the main admin edits it on /admin/coins. */
  supportEmail: "support.email",
  /** The offers' figures (decision 021); edited with the run settings on /admin/coins. */
  offerTerms: "money.offers",
  /** The places where paid play is off, as region codes (decision 021). */
  paidPlayOffRegions: "paid_play.off_regions",
  /** The development identity provider's RSA key, made on first use (identity/dev-provider.ts). */
  devIdentitySigningKey: "dev_identity.signing_key",
} as const;

/** The support address until a main admin sets one; the demo seed writes it too. */
export const DEFAULT_SUPPORT_EMAIL = "support@quiz.local";
