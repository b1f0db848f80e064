/**
 * The advertised offers and the deposit limits (SPEC.md sections 1 and 9), in paise: the
 * Worker applies them and the SPA's pages state them, from these same numbers.
 */
export const FIRST_DEPOSIT_MIN_PAISE = 2000;
export const FIRST_DEPOSIT_BONUS_PAISE = 1000;
export const REFERRAL_BONUS_PAISE = 5000;
export const DEPOSIT_MIN_PAISE = 1000;
export const DEPOSIT_MAX_PAISE = 1_000_000;
