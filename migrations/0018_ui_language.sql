-- The language of the app's own words, chosen by the player (decision 033), kept apart from
-- the questions' language_id; null until they choose one.
ALTER TABLE `players` ADD `ui_language` text;
