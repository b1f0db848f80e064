/** The `settings` table's keys; no Worker types here, so scripts read the same rows. */
export const SETTING_KEYS = {
  runSettings: "game.run",
  contributorReward: "contributor.reward_paise",
  /** Written by the Cron Trigger (worker/maintenance.ts) after each run; read by /admin/check. */
  lastCronRun: "cron.last_run",
} as const;
