ALTER TABLE `payout_details` ADD `payee_kind` text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `payee_kind` text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `rejected_at` integer;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `payout_requests` ADD `decided_by` text;