ALTER TABLE `prizes` ADD `sizes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE TABLE `claim_deliveries` (
	`claim_request_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`address_line1` text NOT NULL,
	`address_line2` text DEFAULT '' NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`pin_code` text NOT NULL,
	`size` text,
	`tracking_reference` text,
	`shipped_at` integer
);
