-- What a prize costs us (decision 022). Prizes made before it stay null until an admin sets it.
ALTER TABLE `prizes` ADD `cost_paise` integer;
