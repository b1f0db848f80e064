import { Trans, useLingui } from "@lingui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { TryOfferView } from "../../contract/account";
import { regionName } from "../../contract/regions";
import { accountKey } from "../lib/api/money";
import { buyTry, runStateKey } from "../lib/api/play";
import { ApiRequestError } from "../lib/api-client";
import { serverMessageOf } from "../lib/api-errors";
import { rupeeText } from "../lib/money";
import { paths } from "../lib/paths";
import { ConfirmDialog } from "./confirm-dialog";
import { EligibilityDialog } from "./eligibility-form";
import "./buy-try-offer.css";

/** Both screens that show tries read these; a purchase refreshes them together. */
const TRY_READS = [runStateKey(), accountKey()];

/**
 * "Buy a try for ₹N" on /start and in the Bank: says which balance pays (bonus
 * first, then cash: decision 004), confirms before spending, and refreshes both screens.
 * With no money that covers a try, the way to some: Add money while deposits are on,
 * otherwise how bonus money is earned. `showWayToMoney` is false where no try is wanted
 * right now (a screen with tries to play). A first paid try asks the player's age and
 * place first, then goes on to the purchase; where paid play is off for their place, it
 * says so and offers nothing to buy (decision 021).
 */
export function BuyTryOffer({
  offer,
  showWayToMoney = true,
  afterPurchase,
}: {
  offer: TryOfferView;
  showWayToMoney?: boolean;
  /** Shown once a try was bought here, e.g. a link to play it. */
  afterPurchase?: ReactNode;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The age-and-place step, asked before the first paid try (decision 021).
  const [askingEligibility, setAskingEligibility] = useState(false);
  const [bought, setBought] = useState<string | null>(null);
  const price = rupeeText(offer.pricePaise);
  const buy = useMutation({
    mutationFn: buyTry,
    onSuccess: (reply) => {
      setBought(
        reply.paidFrom === "free"
          ? i18n._("buyTry.bought.free")
          : i18n._("buyTry.bought.paid", { price, source: reply.paidFrom }),
      );
    },
    onError: (error) => {
      // 409: the balance changed elsewhere; the refresh below shows what is left.
      if (error instanceof ApiRequestError && error.status === 409) setBought(null);
      if (error instanceof ApiRequestError && error.code === "eligibility_required") {
        setAskingEligibility(true);
      }
    },
    onSettled: async () => {
      setConfirming(false);
      await Promise.all(TRY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    meta: { failureMessage: serverMessageOf },
  });

  const source = offer.payFrom;
  const { access, region } = offer.paidPlay;
  const paid = source === "bonus" || source === "cash";
  return (
    <div className="buy-try">
      {access === "closed_in_region" && region && (
        <p className="buy-try-way">
          {i18n._("paidPlay.closedInRegion", { region: regionName(region) })}
        </p>
      )}
      {source === null ? (
        showWayToMoney &&
        access !== "closed_in_region" && (
          <WayToMoney price={price} depositsEnabled={offer.depositsEnabled} />
        )
      ) : (
        <>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={buy.isPending}
            onClick={() => {
              setBought(null);
              if (paid && access === "eligibility_required") setAskingEligibility(true);
              else setConfirming(true);
            }}
          >
            {source === "free" ? i18n._("buyTry.getFree") : i18n._("buyTry.buy", { price })}
          </button>
          {source !== "free" && (
            <p className="buy-try-source">{i18n._("buyTry.paidFrom", { source })}</p>
          )}
        </>
      )}
      <p role="status" className="buy-try-status">
        {buy.isPending ? i18n._("buyTry.buying") : (bought ?? "")}
      </p>
      {bought && afterPurchase}
      {askingEligibility && (
        <EligibilityDialog
          onConfirmed={(reply) => {
            setAskingEligibility(false);
            // Carries on to the purchase the player began, where paid play is open to them.
            if (reply.paidPlay.access === "open") setConfirming(true);
          }}
          onCancel={() => setAskingEligibility(false)}
        />
      )}
      {confirming && source !== null && (
        <ConfirmDialog
          title={
            source === "free"
              ? i18n._("buyTry.confirm.titleFree")
              : i18n._("buyTry.confirm.title", { price })
          }
          details={
            source === "free"
              ? i18n._("buyTry.confirm.detailsFree")
              : i18n._("buyTry.confirm.details", { price, source })
          }
          confirmLabel={
            source === "free"
              ? i18n._("buyTry.confirm.getIt")
              : i18n._("buyTry.confirm.pay", { price })
          }
          busy={buy.isPending}
          onConfirm={() => buy.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function WayToMoney({ price, depositsEnabled }: { price: string; depositsEnabled: boolean }) {
  // Re-renders in a language switched in place, like every component that shows messages.
  useLingui();
  if (depositsEnabled) {
    return (
      <p className="buy-try-way">
        <Trans
          id="buyTry.way.deposit"
          values={{ price }}
          components={{ 0: <Link className="button" to={paths.payment} /> }}
        />
      </p>
    );
  }
  return (
    <p className="buy-try-way">
      <Trans
        id="buyTry.way.earn"
        values={{ price }}
        components={{ 0: <Link to={paths.coupons} /> }}
      />
    </p>
  );
}
