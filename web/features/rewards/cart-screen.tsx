import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { DeliveryAddress } from "../../../contract/delivery";
import type { CartItemView, CheckoutBody, PrizeView } from "../../../contract/rewards";
import { TitledScreen } from "../../components/titled-screen";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { paths } from "../../lib/paths";
import { cartQuery, useAddToCart, useRequestDelivery } from "./api";
import { DeliveryForm, deliveryFieldsOf } from "./delivery-form";
import { ActionButton, AddedOn, BalanceLine } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";

/**
 * /cart: stars buy prizes into the cart (the stars are spent when a prize is added), and
 * Request delivery sends the cart, with where it goes and each prize's size, as claim
 * requests an admin handles (DESIGN.md section 5).
 */
export function CartScreen() {
  const { i18n } = useLingui();
  const read = useQuery(cartQuery());
  const refresh = () => void read.refetch();
  const adding = useAddToCart();
  const [notice, setNotice] = useState<{ area: "cart" | "shop"; text: string } | null>(null);
  const cartHeading = useRef<HTMLHeadingElement>(null);
  const formFields = deliveryFieldsOf(read.data?.items ?? []);
  const ownFieldErrors = (error: unknown) => fieldErrorsFor(error, formFields);
  const requesting = useRequestDelivery({
    onMutate: () => setNotice(null),
    onSuccess: (done) => {
      setNotice({
        area: "cart",
        text: i18n._("cart.requested", { count: done.requested }),
      });
      // The form leaves with the emptied cart; focus waits at the cart's heading.
      cartHeading.current?.focus();
    },
    meta: { failureMessage: messageUnless(ownFieldErrors) },
  });

  async function checkout(body: CheckoutBody): Promise<FieldErrors | null> {
    try {
      await requesting.mutateAsync(body);
      return null;
    } catch (error) {
      return ownFieldErrors(error);
    }
  }

  function add(prize: PrizeView) {
    if (adding.isPending) return;
    setNotice({ area: "shop", text: i18n._("cart.adding", { name: prize.name }) });
    adding.mutate(prize.id, {
      onSuccess: () => {
        setNotice({ area: "shop", text: i18n._("cart.added", { name: prize.name }) });
        refresh();
      },
      onError: () => setNotice(null),
    });
  }

  return (
    <TitledScreen title={i18n._("cart.title")} className="rewards-screen">
      <ReadView read={read} what={i18n._("cart.loadWhat")}>
        {({ stars, items, prizes, lastDelivery }) => (
          <>
            <BalanceLine count={stars} unit="star" />
            <p>
              <Link to={paths.cartHistory}>{i18n._("cart.historyLink")}</Link>
            </p>
            <CartItems
              items={items}
              lastDelivery={lastDelivery}
              busy={adding.isPending || requesting.isPending}
              notice={notice?.area === "cart" ? notice.text : ""}
              headingRef={cartHeading}
              onCheckout={checkout}
            />
            <PrizeCatalogue
              stars={stars}
              prizes={prizes}
              busy={adding.isPending || requesting.isPending}
              notice={notice?.area === "shop" ? notice.text : ""}
              onAdd={add}
            />
          </>
        )}
      </ReadView>
    </TitledScreen>
  );
}

function CartItems({
  items,
  lastDelivery,
  busy,
  notice,
  headingRef,
  onCheckout,
}: {
  items: CartItemView[];
  lastDelivery: DeliveryAddress | null;
  busy: boolean;
  notice: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCheckout: (body: CheckoutBody) => Promise<FieldErrors | null>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {i18n._("cart.items.heading")}
      </h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {items.length === 0 ? (
        <p className="rewards-empty">{i18n._("cart.items.empty")}</p>
      ) : (
        <>
          <ul className="rewards-list">
            {items.map((item) => (
              <li key={item.id} className="rewards-card">
                <div className="rewards-card-body">
                  <h3>{item.name}</h3>
                  <p className="rewards-price">
                    {i18n._("rewards.stars", { count: item.starPrice })}
                  </p>
                  {item.sizes.length > 0 && (
                    <p className="rewards-meta">
                      {i18n._("cart.items.sizes", { sizes: item.sizes.join(", ") })}
                    </p>
                  )}
                  <p className="rewards-meta">
                    <AddedOn createdAt={item.createdAt} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <DeliveryForm
            items={items}
            lastDelivery={lastDelivery}
            busy={busy}
            onSubmit={onCheckout}
          />
        </>
      )}
    </section>
  );
}

function PrizeCatalogue({
  stars,
  prizes,
  busy,
  notice,
  onAdd,
}: {
  stars: number;
  prizes: PrizeView[];
  busy: boolean;
  notice: string;
  onAdd: (prize: PrizeView) => void;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._("cart.shop.heading")}</h2>
      <p className="rewards-meta">{i18n._("cart.shop.spendsNow")}</p>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {prizes.length === 0 ? (
        <p className="rewards-empty">{i18n._("cart.shop.empty")}</p>
      ) : (
        <ul className="rewards-list">
          {prizes.map((prize) => {
            const short = prize.starPrice - stars;
            return (
              <li key={prize.id} className="rewards-card">
                <div className="rewards-card-body rewards-prize">
                  {prize.imageUrl && (
                    // The name beside it says what it is; the picture adds nothing to read out.
                    <img
                      className="rewards-prize-image"
                      src={prize.imageUrl}
                      alt=""
                      width={64}
                      height={64}
                    />
                  )}
                  <div>
                    <h3>{prize.name}</h3>
                    <p className="rewards-price">
                      {i18n._("cart.shop.costs", { count: prize.starPrice })}
                    </p>
                    <p className="rewards-meta">
                      {i18n._("rewards.stockLeft", { count: prize.stock })}
                    </p>
                  </div>
                </div>
                <ActionButton
                  label={i18n._("cart.shop.add")}
                  context={prize.name}
                  blockedReason={short > 0 ? i18n._("cart.shop.needMore", { count: short }) : null}
                  busy={busy}
                  onClick={() => onAdd(prize)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
