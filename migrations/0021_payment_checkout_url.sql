-- Where the player pays a deposit (the provider's checkout link), kept with the payment
-- (issue 35): a keyed deposit request run again after its reply was lost answers with the
-- payment it made, link and all, instead of ordering a second one.
ALTER TABLE `payments` ADD `checkout_url` text;
