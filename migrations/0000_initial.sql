CREATE TABLE `cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`prize_id` text NOT NULL,
	`status` text DEFAULT 'in_cart' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cart_items_player_idx` ON `cart_items` (`player_id`,`status`);--> statement-breakpoint
CREATE TABLE `claim_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`decided_at` integer
);
--> statement-breakpoint
CREATE INDEX `claim_requests_status_idx` ON `claim_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `claim_requests_player_idx` ON `claim_requests` (`player_id`);--> statement-breakpoint
CREATE TABLE `coupon_catalogue` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`coin_price` integer NOT NULL,
	`value_paise` integer NOT NULL,
	`stock` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`catalogue_id` text,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`value_paise` integer NOT NULL,
	`status` text DEFAULT 'unclaimed' NOT NULL,
	`created_at` integer NOT NULL,
	`claimed_at` integer
);
--> statement-breakpoint
CREATE INDEX `coupons_player_idx` ON `coupons` (`player_id`,`status`);--> statement-breakpoint
CREATE TABLE `prizes` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`star_price` integer NOT NULL,
	`stock` integer NOT NULL,
	`image_url` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_likes` (
	`player_id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `review_likes_review_idx` ON `review_likes` (`review_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`text` text NOT NULL,
	`stars` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_player_unique` ON `reviews` (`player_id`);--> statement-breakpoint
CREATE TABLE `admin_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_by` text,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_invites_code_hash_unique` ON `admin_invites` (`code_hash`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `contributors` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contributors_email_unique` ON `contributors` (`email`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`google_subject` text,
	`email` text,
	`name` text DEFAULT '' NOT NULL,
	`username` text DEFAULT '' NOT NULL,
	`picture` text,
	`language_id` text,
	`referral_code` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`preferences` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	`deactivated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `players_google_subject_unique` ON `players` (`google_subject`) WHERE "players"."google_subject" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `players_referral_code_unique` ON `players` (`referral_code`);--> statement-breakpoint
CREATE INDEX `players_email_idx` ON `players` (`email`);--> statement-breakpoint
CREATE INDEX `players_name_idx` ON `players` (`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`subject_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_subject_idx` ON `sessions` (`role`,`subject_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`holder_kind` text NOT NULL,
	`holder_id` text NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`reference` text NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_reference_unique` ON `ledger_entries` (`reference`);--> statement-breakpoint
CREATE INDEX `ledger_entries_holder_idx` ON `ledger_entries` (`holder_kind`,`holder_id`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_entries_created_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_order_id` text NOT NULL,
	`provider_payment_id` text,
	`amount_paise` integer NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_order_unique` ON `payments` (`provider`,`provider_order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_unique` ON `payments` (`provider`,`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payments_player_idx` ON `payments` (`player_id`,`status`);--> statement-breakpoint
CREATE TABLE `payout_details` (
	`player_id` text PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`upi_id` text,
	`account_holder` text,
	`bank_name` text,
	`ifsc` text,
	`account_number` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payout_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`method` text NOT NULL,
	`upi_id` text,
	`account_holder` text,
	`bank_name` text,
	`ifsc` text,
	`account_number` text,
	`status` text DEFAULT 'requested' NOT NULL,
	`paid_at` integer,
	`paid_reference` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_requests_source_unique` ON `payout_requests` (`source`,`source_id`);--> statement-breakpoint
CREATE INDEX `payout_requests_player_idx` ON `payout_requests` (`player_id`,`status`);--> statement-breakpoint
CREATE INDEX `payout_requests_status_idx` ON `payout_requests` (`status`,`paid_at`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_id` text NOT NULL,
	`referred_id` text NOT NULL,
	`referrer_device_id` text,
	`referred_device_id` text,
	`created_at` integer NOT NULL,
	`rewarded_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referred_unique` ON `referrals` (`referred_id`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`);--> statement-breakpoint
CREATE TABLE `reward_pool` (
	`id` text PRIMARY KEY NOT NULL,
	`amount_paise` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`taken_at` integer,
	`taken_by_device` text
);
--> statement-breakpoint
CREATE INDEX `reward_pool_untaken_idx` ON `reward_pool` (`taken_at`);--> statement-breakpoint
CREATE TABLE `trial_attempts` (
	`device_id` text PRIMARY KEY NOT NULL,
	`ip` text NOT NULL,
	`question_id` text NOT NULL,
	`issued_at` integer NOT NULL,
	`deadline_at` integer,
	`answered_at` integer,
	`outcome` text DEFAULT 'pending' NOT NULL,
	`reward_id` text,
	`claimed_by_player_id` text,
	`claimed_at` integer
);
--> statement-breakpoint
CREATE INDEX `trial_attempts_ip_idx` ON `trial_attempts` (`ip`,`issued_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `trial_attempts_reward_unique` ON `trial_attempts` (`reward_id`);--> statement-breakpoint
CREATE TABLE `attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`run_id` text NOT NULL,
	`player_id` text NOT NULL,
	`question_id` text NOT NULL,
	`position` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`clock_started_at` integer,
	`deadline_at` integer,
	`allowed_seconds` integer NOT NULL,
	`answered_at` integer,
	`answer` text,
	`outcome` text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attempts_run_position_unique` ON `attempts` (`run_id`,`position`);--> statement-breakpoint
CREATE INDEX `attempts_player_idx` ON `attempts` (`player_id`,`issued_at`);--> statement-breakpoint
CREATE INDEX `attempts_question_idx` ON `attempts` (`question_id`);--> statement-breakpoint
CREATE TABLE `runs` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`language_id` text NOT NULL,
	`status` text NOT NULL,
	`question_count` integer NOT NULL,
	`correct_count` integer DEFAULT 0 NOT NULL,
	`time_used_ms` integer DEFAULT 0 NOT NULL,
	`stars` integer,
	`started_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `runs_player_status_idx` ON `runs` (`player_id`,`status`);--> statement-breakpoint
CREATE TABLE `seen_questions` (
	`player_id` text NOT NULL,
	`question_id` text NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `question_id`)
);
--> statement-breakpoint
CREATE TABLE `tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`attempt_id` text NOT NULL,
	`issue` text NOT NULL,
	`requested_seconds` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pro' NOT NULL,
	`extra_seconds` integer,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_attempt_unique` ON `tickets` (`attempt_id`);--> statement-breakpoint
CREATE INDEX `tickets_player_idx` ON `tickets` (`player_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_status_idx` ON `tickets` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `languages` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `languages_code_unique` ON `languages` (`code`);--> statement-breakpoint
CREATE TABLE `pool_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`contributor_id` text NOT NULL,
	`number` integer NOT NULL,
	`text` text NOT NULL,
	`image_url` text,
	`option_a` text NOT NULL,
	`option_b` text NOT NULL,
	`option_c` text NOT NULL,
	`option_d` text NOT NULL,
	`answer` text NOT NULL,
	`difficulty` text NOT NULL,
	`seconds` integer NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pool_questions_contributor_number_unique` ON `pool_questions` (`contributor_id`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `pool_questions_contributor_text_unique` ON `pool_questions` (`contributor_id`,`text`) WHERE "pool_questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX `pool_questions_created_idx` ON `pool_questions` (`created_at`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`language_id` text NOT NULL,
	`source_pool_question_id` text,
	`text` text NOT NULL,
	`image_url` text,
	`option_a` text NOT NULL,
	`option_b` text NOT NULL,
	`option_c` text NOT NULL,
	`option_d` text NOT NULL,
	`answer` text NOT NULL,
	`difficulty` text NOT NULL,
	`seconds` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`retired_at` integer,
	`times_served` integer DEFAULT 0 NOT NULL,
	`times_answered` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `questions_language_live_idx` ON `questions` (`language_id`,`retired_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `questions_language_source_unique` ON `questions` (`language_id`,`source_pool_question_id`) WHERE "questions"."source_pool_question_id" is not null;--> statement-breakpoint
CREATE INDEX `questions_difficulty_idx` ON `questions` (`language_id`,`difficulty`);