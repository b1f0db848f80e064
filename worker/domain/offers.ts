/**
 * The advertised offers, as the Worker's rules and queries use them. The numbers live in
 * the wire contract because the SPA's pages state them too; `data/` reaches them here,
 * since it never imports the contract (docs/ARCHITECTURE.md, the floors). The deposit
 * limits reach the Worker through the contract's deposit schema.
 */
export {
  FIRST_DEPOSIT_BONUS_PAISE,
  FIRST_DEPOSIT_MIN_PAISE,
  REFERRAL_BONUS_PAISE,
} from "../../contract/offers";
