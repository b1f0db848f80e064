ALTER TABLE `pool_questions` ADD `language_id` text;--> statement-breakpoint
CREATE INDEX `players_created_idx` ON `players` (`created_at`);--> statement-breakpoint
CREATE INDEX `attempts_answered_idx` ON `attempts` (`answered_at`);--> statement-breakpoint
CREATE INDEX `runs_started_idx` ON `runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `questions_source_idx` ON `questions` (`source_pool_question_id`);