import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { TryOfferView } from "../../contract/account";
import { apiPaths } from "../../contract/api-paths";
import type { BuyTryResponse } from "../../contract/play";
import { ApiRequestError, apiRequest } from "../lib/api-client";
import { serverMessageOf } from "../lib/api-errors";
import { apiQueryKey } from "../lib/api-query";
import { rupeeText } from "../lib/money";
import { paths } from "../lib/paths";
import { ConfirmDialog } from "./confirm-dialog";
import "./buy-try-offer.css";

const SOURCE_WORDS = { bonus: "your bonus money", cash: "your cash" } as const;

/** Both screens that show tries read these; a purchase refreshes them together. */
const TRY_READS = [
  apiQueryKey(apiPaths.runState, "player"),
  apiQueryKey(apiPaths.account, "player"),
];

/**
 * "Buy a try for ₹N" on /start and in the Bank (issue 16): says which balance pays (bonus
 * first, then cash: decision 004), confirms before spending, and refreshes both screens.
 * With no money that covers a try, the way to some: Add money while deposits are on,
 * otherwise how bonus money is earned. `showWayToMoney` is false where no try is wanted
 * right now (a screen with tries to play).
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
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState<string | null>(null);
  const price = rupeeText(offer.pricePaise);
  const buy = useMutation({
    mutationFn: () =>
      apiRequest<BuyTryResponse>(apiPaths.buyTry, { audience: "player", method: "POST" }),
    onSuccess: (reply) => {
      setBought(
        reply.paidFrom === "free"
          ? "You got a try."
          : `You bought a try for ${price}, paid from ${SOURCE_WORDS[reply.paidFrom]}.`,
      );
    },
    onError: (error) => {
      // 409: the balance changed elsewhere; the refresh below shows what is left.
      if (error instanceof ApiRequestError && error.status === 409) setBought(null);
    },
    onSettled: async () => {
      setConfirming(false);
      await Promise.all(TRY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    meta: { failureMessage: serverMessageOf },
  });

  const source = offer.payFrom;
  return (
    <div className="buy-try">
      {source === null ? (
        showWayToMoney && <WayToMoney price={price} depositsEnabled={offer.depositsEnabled} />
      ) : (
        <>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={buy.isPending}
            onClick={() => {
              setBought(null);
              setConfirming(true);
            }}
          >
            {source === "free" ? "Get a free try" : `Buy a try for ${price}`}
          </button>
          {source !== "free" && (
            <p className="buy-try-source">{`Paid from ${SOURCE_WORDS[source]}`}</p>
          )}
        </>
      )}
      <p role="status" className="buy-try-status">
        {buy.isPending ? "Buying a try…" : (bought ?? "")}
      </p>
      {bought && afterPurchase}
      {confirming && source !== null && (
        <ConfirmDialog
          title={source === "free" ? "Get a try?" : `Buy a try for ${price}?`}
          details={
            source === "free"
              ? "Tries are free right now."
              : `${price} comes out of ${SOURCE_WORDS[source]}. The try stays yours until you play it.`
          }
          confirmLabel={source === "free" ? "Get it" : `Pay ${price}`}
          busy={buy.isPending}
          onConfirm={() => buy.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function WayToMoney({ price, depositsEnabled }: { price: string; depositsEnabled: boolean }) {
  if (depositsEnabled) {
    return (
      <p className="buy-try-way">
        {`A try costs ${price}. `}
        <Link className="button" to={paths.payment}>
          Add money
        </Link>
      </p>
    );
  }
  return (
    <p className="buy-try-way">
      {`A try costs ${price} of bonus money. Earn bonus by claiming coupons, which you win in games or buy with coins in `}
      <Link to={paths.coupons}>Coins / Coupons</Link>
      {". Liking a review a friend shares also gives you one free try."}
    </p>
  );
}
