-- A write sent with an Idempotency-Key (issue 35, worker/http/idempotency.ts): the key's
-- record per caller (the SHA-256 of the Authorization header, or 'visitor'), method and
-- path; the hash of what was sent; the reply once the write is done (status null while it
-- runs). The hourly sweep deletes records created more than 24 hours ago.
CREATE TABLE `idempotency_keys` (
	`caller` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`content_type` text,
	`body` text,
	`created_at` integer NOT NULL,
	`claimed_at` integer NOT NULL,
	PRIMARY KEY(`caller`, `method`, `path`, `key`)
);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);
