ALTER TABLE `attempts` ADD `tallied_at` integer;--> statement-breakpoint
CREATE INDEX `attempts_question_tally_idx` ON `attempts` (`question_id`,`tallied_at`,`outcome`);--> statement-breakpoint
-- Hand-written (decision 016): attempts closed before this migration are already in the questions' counters.
UPDATE `attempts` SET `tallied_at` = 0 WHERE `tallied_at` IS NULL;
