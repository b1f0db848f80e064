import { useQuery } from "@tanstack/react-query";
import {
  DEFAULT_PUBLIC_TERMS,
  type FirstDepositOffer,
  type PublicTerms,
} from "../../contract/offers";
import { authConfigQuery } from "./api/sign-in";
import { useAfterHydration } from "./use-after-hydration";

/**
 * The figures the public pages and policies state (decision 021): the settings' live
 * values from `GET /api/auth/config`, and the seeded defaults until they arrive. A page
 * painted at build time says the defaults; once hydrated it reads the live ones, and says
 * them wherever they differ.
 */
export function usePublicTerms(): PublicTerms {
  const config = useQuery(authConfigQuery());
  const hydrated = useAfterHydration();
  return (hydrated && config.data?.terms) || DEFAULT_PUBLIC_TERMS;
}

/** The general first-deposit offer, for new players; null when there is no bonus. */
export function generalFirstDepositOffer(terms: PublicTerms): FirstDepositOffer | null {
  return terms.firstDepositBonusPaise > 0
    ? { minPaise: terms.firstDepositMinPaise, bonusPaise: terms.firstDepositBonusPaise }
    : null;
}
