CREATE TABLE `player_devices` (
	`player_id` text NOT NULL,
	`device_hash` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `device_hash`)
);
--> statement-breakpoint
CREATE INDEX `player_devices_device_idx` ON `player_devices` (`device_hash`);--> statement-breakpoint
ALTER TABLE `players` ADD `person_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `players` ADD `referral_tag` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Accounts made before person keys count as their own person until their next sign-in
-- puts the real key in place (data/people/players.ts); every account gets its link tag.
UPDATE `players` SET `person_key` = 'account:' || `id` WHERE `person_key` = '';--> statement-breakpoint
UPDATE `players` SET `referral_tag` = lower(hex(randomblob(9))) WHERE `referral_tag` = '';--> statement-breakpoint
CREATE UNIQUE INDEX `players_referral_tag_unique` ON `players` (`referral_tag`) WHERE "players"."referral_tag" <> '';--> statement-breakpoint
CREATE INDEX `players_person_idx` ON `players` (`person_key`);--> statement-breakpoint
ALTER TABLE `referrals` ADD `referred_person_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `referrals` SET `referred_person_key` = (select `person_key` from `players` where `players`.`id` = `referrals`.`referred_id`) WHERE `referred_person_key` = '';--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referred_person_unique` ON `referrals` (`referred_person_key`) WHERE "referrals"."referred_person_key" <> '';