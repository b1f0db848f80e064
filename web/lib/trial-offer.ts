import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { trialOfferQuery } from "./api/trial";
import { formatMoment } from "./day-format";
import { formatRelativeTime } from "./i18n/formats";
import { i18n as messages } from "./i18n/messages";
import { formatRupees } from "./money";

/** Said wherever the trial is offered while its pool is empty, before anyone plays. */
const emptyPoolText = (i18n: I18n) => i18n._("trialLanding.noPrize.emptyPool");

/**
 * Said to a visitor whose network (address) has won its trial prizes for the hour: when
 * prizes come back, from now ("in 35 minutes") and as a moment in their clock.
 */
export const prizeAgainText = (at: number, i18n: I18n = messages, now = Date.now()) =>
  i18n._("trialLanding.noPrize.again", {
    when: formatRelativeTime(at, now),
    at: formatMoment(at),
  });

export type TrialPromise = {
  /**
   * The largest prize this visitor may win as "₹100.00"; null when none (the pool is
   * empty, or their network had its prizes for the hour); undefined until known (or if it
   * cannot be read: then nothing is promised).
   */
  largest: string | null | undefined;
  /** What to say instead when `largest` is null. */
  noPrizeText: string;
  /** When prizes come back for this visitor's network, if it had its prize for the hour. */
  prizeAgainAt: number | null;
};

/** What the trial may promise this visitor: only what they could win now. */
export function useTrialPromise(): TrialPromise {
  const { i18n } = useLingui();
  const offer = useQuery(trialOfferQuery());
  const { largestRupee, prizeAgainAt } = offer.data ?? { largestRupee: null, prizeAgainAt: null };
  return {
    largest:
      offer.data === undefined
        ? undefined
        : largestRupee === null
          ? null
          : formatRupees(largestRupee),
    noPrizeText: prizeAgainAt ? prizeAgainText(prizeAgainAt, i18n) : emptyPoolText(i18n),
    prizeAgainAt,
  };
}
