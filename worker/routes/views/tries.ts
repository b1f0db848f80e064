import type { TryOfferView } from "../../../contract/account";
import type { TryStanding } from "../../data/money/tries";

/** Buying a try as /start and the Bank offer it (contract/account.ts `TryOfferView`). */
export const tryOfferView = (standing: TryStanding, depositsEnabled: boolean): TryOfferView => ({
  pricePaise: standing.pricePaise,
  payFrom: standing.payFrom,
  depositsEnabled,
});
