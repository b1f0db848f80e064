ALTER TABLE `payout_details` ADD `changed_at` integer;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `held_until` integer;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `cancelled_at` integer;--> statement-breakpoint
CREATE TABLE `deposit_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`player_id` text NOT NULL,
	`provider` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`created_at` integer NOT NULL,
	`refunded_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_refunds_payment_unique` ON `deposit_refunds` (`payment_id`);--> statement-breakpoint
CREATE INDEX `deposit_refunds_status_idx` ON `deposit_refunds` (`status`,`refunded_at`);--> statement-breakpoint
CREATE TABLE `sandbox_refunds` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`provider_refund_id` text NOT NULL,
	`provider_payment_id` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`created_at` integer NOT NULL
);
