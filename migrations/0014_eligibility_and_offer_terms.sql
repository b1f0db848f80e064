-- Decision 021: the age and place a player confirms before paid play, kept with the account.
ALTER TABLE `players` ADD `eligible_region` text;--> statement-breakpoint
ALTER TABLE `players` ADD `eligibility_confirmed_at` integer;--> statement-breakpoint
-- The offer each deposit is made under; earlier deposits were made under the fixed offer
-- (₹10 bonus on a first deposit of ₹20, ₹50 to a referrer), which the defaults keep.
ALTER TABLE `payments` ADD `bonus_min_paise` integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `bonus_paise` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `referral_reward_paise` integer DEFAULT 5000 NOT NULL;
