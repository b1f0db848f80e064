-- Live shows (decision 032): a show's facts and figures; lobby and live are read from the
-- clock, so the stored status is only scheduled, ended or cancelled.
CREATE TABLE `shows` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`language` text NOT NULL,
	`question_count` integer NOT NULL,
	`seconds_per_question` integer NOT NULL,
	`prize_pool_paise` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`winners_count` integer DEFAULT 0 NOT NULL,
	`share_paise` integer DEFAULT 0 NOT NULL,
	`paid_paise` integer DEFAULT 0 NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`ended_at` integer
);--> statement-breakpoint
CREATE INDEX `shows_starts_idx` ON `shows` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shows_ended_idx` ON `shows` (`ended_at`);--> statement-breakpoint
CREATE TABLE `show_questions` (
	`show_id` text NOT NULL,
	`idx` integer NOT NULL,
	`question_id` text NOT NULL,
	PRIMARY KEY(`show_id`, `idx`)
);--> statement-breakpoint
CREATE TABLE `show_entrants` (
	`show_id` text NOT NULL,
	`player_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`show_id`, `player_id`)
);--> statement-breakpoint
CREATE INDEX `show_entrants_player_idx` ON `show_entrants` (`player_id`,`show_id`);--> statement-breakpoint
-- The show a question is held for: runs never draw it until the show ends or is cancelled.
ALTER TABLE `questions` ADD `reserved_for_show` text;--> statement-breakpoint
CREATE INDEX `questions_reserved_idx` ON `questions` (`reserved_for_show`);
