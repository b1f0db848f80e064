import { couponCatalogue, prizes } from "../db/schema/catalogue";
import { db } from "./harness";

/** A ₹10 coupon on sale for `coinPrice` coins, `stock` of them: its catalogue id. */
export async function catalogueCoupon(stock = 10, coinPrice = 100) {
  const id = `coupon-${crypto.randomUUID()}`;
  await db()
    .insert(couponCatalogue)
    .values({ id, name: "₹10 coupon", coinPrice, valuePaise: 1000, stock, createdAt: 1 });
  return id;
}

/** A bottle on sale for `starPrice` stars, `stock` of them: its prize id. */
export async function cataloguePrize(stock = 5, starPrice = 3) {
  const id = `prize-${crypto.randomUUID()}`;
  await db().insert(prizes).values({ id, name: "Bottle", starPrice, stock, createdAt: 1 });
  return id;
}
