CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_role` text NOT NULL,
	`actor_id` text NOT NULL,
	`action` text NOT NULL,
	`subject_kind` text NOT NULL,
	`subject_id` text,
	`summary` text NOT NULL,
	`before` text,
	`after` text,
	`reference` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `audit_log_reference_unique` ON `audit_log` (`reference`) WHERE "audit_log"."reference" is not null;--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`role` text NOT NULL,
	`subject_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_hash_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE TABLE `player_sign_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`city` text,
	`country` text,
	`signed_in_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `player_sign_ins_player_idx` ON `player_sign_ins` (`player_id`,`signed_in_at`);--> statement-breakpoint
ALTER TABLE `payout_details` ADD `payee_kind` text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `payee_kind` text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `rejected_at` integer;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `attempts` ADD `receipt` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `receipt` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `times_correct` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written backfill: the correct count of every question answered before the column existed.
UPDATE `questions` SET `times_correct` = (SELECT count(*) FROM `attempts` WHERE `attempts`.`question_id` = `questions`.`id` AND `attempts`.`outcome` = 'correct');
