ALTER TABLE `attempts` ADD `receipt` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `receipt` text;