import { useQuery } from "@tanstack/react-query";
import { type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { DeliveryAddress } from "../../../contract/delivery";
import type { CartItemView, CheckoutBody, PrizeView } from "../../../contract/rewards";
import { TitledScreen } from "../../components/titled-screen";
import { type FieldErrors, fieldErrorsFor, messageUnless } from "../../lib/api-errors";
import { formatDay } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { cartQuery, useAddToCart, useRequestDelivery } from "./api";
import { DeliveryForm, deliveryFieldsOf } from "./delivery-form";
import { countOf, unitFor } from "./rewards-format";
import { ActionButton, BalanceLine } from "./rewards-parts";
import "./rewards.css";
import { ReadView } from "../../components/read-view";

const TITLE = "Cart";

/**
 * /cart: stars buy prizes into the cart (the stars are spent when a prize is added), and
 * Request delivery sends the cart, with where it goes and each prize's size, as claim
 * requests an admin handles (DESIGN.md section 5).
 */
export function CartScreen() {
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
        text: `Delivery requested for ${countOf(done.requested, "prize")}. Follow it in Cart History.`,
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
    setNotice({ area: "shop", text: `Adding ${prize.name}…` });
    adding.mutate(prize.id, {
      onSuccess: () => {
        setNotice({ area: "shop", text: `${prize.name} added to your cart.` });
        refresh();
      },
      onError: () => setNotice(null),
    });
  }

  return (
    <TitledScreen title={TITLE} className="rewards-screen">
      <ReadView read={read} what="your cart">
        {({ stars, items, prizes, lastDelivery }) => (
          <>
            <BalanceLine count={stars} unit="star" />
            <p>
              <Link to={paths.cartHistory}>Cart History</Link>
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
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        In your cart
      </h2>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {items.length === 0 ? (
        <p className="rewards-empty">Your cart is empty. Add a prize with your stars below.</p>
      ) : (
        <>
          <ul className="rewards-list">
            {items.map((item) => (
              <li key={item.id} className="rewards-card">
                <div className="rewards-card-body">
                  <h3>{item.name}</h3>
                  <p className="rewards-price">{countOf(item.starPrice, "star")}</p>
                  {item.sizes.length > 0 && (
                    <p className="rewards-meta">{`Sizes: ${item.sizes.join(", ")}`}</p>
                  )}
                  <p className="rewards-meta">
                    {"Added on "}
                    <time dateTime={new Date(item.createdAt).toISOString()}>
                      {formatDay(item.createdAt)}
                    </time>
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
  const headingId = useId();
  return (
    <section className="rewards-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Buy with stars</h2>
      <p className="rewards-meta">Adding a prize to your cart spends its stars right away.</p>
      <p className="rewards-notice" role="status">
        {notice}
      </p>
      {prizes.length === 0 ? (
        <p className="rewards-empty">No prizes are available right now. Check back later.</p>
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
                    <p className="rewards-price">{`Costs ${countOf(prize.starPrice, "star")}`}</p>
                    <p className="rewards-meta">{`${prize.stock} left`}</p>
                  </div>
                </div>
                <ActionButton
                  label="Add to cart"
                  context={prize.name}
                  blockedReason={
                    short > 0 ? `You need ${short} more ${unitFor(short, "star")}` : null
                  }
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
