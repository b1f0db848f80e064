import { rupeeText } from "../../contract/money-text";
import {
  DEPOSIT_MAX_PAISE,
  DEPOSIT_MIN_PAISE,
  FIRST_DEPOSIT_BONUS_PAISE,
  FIRST_DEPOSIT_MIN_PAISE,
  REFERRAL_BONUS_PAISE,
} from "../../contract/offers";

/**
 * How the pages state the offers and the deposit limits, from the numbers the Worker
 * applies (contract/offers.ts), so a changed offer cannot leave a page saying the old one.
 */
export const offerText = {
  /** SPEC.md's advertised line, in whole rupees as it words it. */
  firstDepositLine: `Deposit ${FIRST_DEPOSIT_MIN_PAISE / 100} and get ${FIRST_DEPOSIT_BONUS_PAISE / 100} bonus on first deposit`,
  firstDepositHeading: `Deposit ${FIRST_DEPOSIT_MIN_PAISE / 100}, get ${FIRST_DEPOSIT_BONUS_PAISE / 100} bonus`,
  firstDepositMin: rupeeText(FIRST_DEPOSIT_MIN_PAISE),
  firstDepositBonus: rupeeText(FIRST_DEPOSIT_BONUS_PAISE),
  referralBonus: rupeeText(REFERRAL_BONUS_PAISE),
  depositRange: `From ${rupeeText(DEPOSIT_MIN_PAISE)} to ${rupeeText(DEPOSIT_MAX_PAISE)}, in whole rupees.`,
} as const;
