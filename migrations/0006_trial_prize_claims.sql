ALTER TABLE `questions` ADD `for_trial` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `questions_trial_idx` ON `questions` (`for_trial`,`language_id`,`retired_at`);--> statement-breakpoint
ALTER TABLE `trial_attempts` ADD `answered_from` text;--> statement-breakpoint
CREATE INDEX `trial_attempts_answered_from_idx` ON `trial_attempts` (`answered_from`,`answered_at`);--> statement-breakpoint
CREATE TABLE `trial_prize_claims` (
	`device_id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`person_key` text,
	`destination` text,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trial_prize_claims_player_unique` ON `trial_prize_claims` (`player_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `trial_prize_claims_person_unique` ON `trial_prize_claims` (`person_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `trial_prize_claims_destination_unique` ON `trial_prize_claims` (`destination`);--> statement-breakpoint
-- Hand-written backfill: the claims made before this migration hold their account, person
-- and destination, oldest first; a later claim of the same one keeps its payout but no row.
-- The destination is read from the payout's copy (data/money/payout-destination.ts), null
-- once a paid payout was purged.
INSERT OR IGNORE INTO `trial_prize_claims` (`device_id`, `player_id`, `person_key`, `destination`, `claimed_at`)
SELECT t.`device_id`, t.`claimed_by_player_id`, nullif(p.`person_key`, ''),
  CASE r.`method` WHEN 'upi' THEN 'upi:' || lower(replace(r.`upi_id`, ' ', ''))
    WHEN 'bank' THEN 'bank:' || upper(replace(r.`ifsc`, ' ', '')) || ':' || replace(r.`account_number`, ' ', '') END,
  coalesce(t.`claimed_at`, 0)
FROM `trial_attempts` t
LEFT JOIN `players` p ON p.`id` = t.`claimed_by_player_id`
LEFT JOIN `payout_requests` r ON r.`source` = 'trial' AND r.`source_id` = t.`reward_id`
WHERE t.`claimed_by_player_id` IS NOT NULL
ORDER BY t.`claimed_at`, t.`device_id`;
