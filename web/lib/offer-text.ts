import { rupeeText } from "../../contract/money-text";
import {
  DEPOSIT_MAX_PAISE,
  DEPOSIT_MIN_PAISE,
  type FirstDepositOffer,
  LIKE_FREE_TRIES,
} from "../../contract/offers";
import { formatCount } from "./i18n/formats";
import { i18n } from "./i18n/messages";

/**
 * How the pages state the offers, always from figures the server sent: a player's own
 * offers (`GET /api/account`) or the general ones (`usePublicTerms`), so no page can
 * promise a bonus the rule that pays it would not pay (decision 021). Each is read in the
 * language in use when it is shown.
 */
/** "1 free try", "2 free tries". */
const triesText = (count: number) =>
  i18n._("offer.freeTries", { count, counted: formatCount(count) });

const offerAmounts = ({ minPaise, bonusPaise }: FirstDepositOffer) => ({
  min: rupeeText(minPaise),
  bonus: rupeeText(bonusPaise),
});

export const offerText = {
  firstDepositLine: (offer: FirstDepositOffer) =>
    i18n._("offer.firstDepositLine", offerAmounts(offer)),
  firstDepositHeading: (offer: FirstDepositOffer) =>
    i18n._("offer.firstDepositHeading", offerAmounts(offer)),
  /** The general offer, as a visitor reads it: for people who never deposited. */
  newPlayersLine: (offer: FirstDepositOffer) => i18n._("offer.newPlayersLine", offerAmounts(offer)),
  get depositRange() {
    return i18n._("offer.depositRange", {
      min: rupeeText(DEPOSIT_MIN_PAISE),
      max: rupeeText(DEPOSIT_MAX_PAISE),
    });
  },
  tries: triesText,
  get likeTries() {
    return triesText(LIKE_FREE_TRIES);
  },
};
