import { rupeeText } from "../../contract/money-text";
import {
  DEPOSIT_MAX_PAISE,
  DEPOSIT_MIN_PAISE,
  type FirstDepositOffer,
  LIKE_FREE_TRIES,
} from "../../contract/offers";

/**
 * How the pages state the offers, always from figures the server sent: a player's own
 * offers (`GET /api/account`) or the general ones (`usePublicTerms`), so no page can
 * promise a bonus the rule that pays it would not pay (decision 021).
 */
/** "1 free try", "2 free tries". */
const triesText = (count: number) => (count === 1 ? "1 free try" : `${count} free tries`);

export const offerText = {
  firstDepositLine: ({ minPaise, bonusPaise }: FirstDepositOffer) =>
    `Deposit ${rupeeText(minPaise)} and get ${rupeeText(bonusPaise)} bonus on your first deposit`,
  firstDepositHeading: ({ minPaise, bonusPaise }: FirstDepositOffer) =>
    `Deposit ${rupeeText(minPaise)}, get ${rupeeText(bonusPaise)} bonus`,
  /** The general offer, as a visitor reads it: for people who never deposited. */
  newPlayersLine: ({ minPaise, bonusPaise }: FirstDepositOffer) =>
    `New players: deposit ${rupeeText(minPaise)} and get ${rupeeText(bonusPaise)} bonus on your first deposit.`,
  depositRange: `From ${rupeeText(DEPOSIT_MIN_PAISE)} to ${rupeeText(DEPOSIT_MAX_PAISE)}, in whole rupees.`,
  tries: triesText,
  likeTries: triesText(LIKE_FREE_TRIES),
} as const;
