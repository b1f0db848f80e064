/**
 * What coins and stars can buy right now (active, in stock), for the economy report. Plain
 * SQL with no Worker types, so scripts/economy.ts reads the local database by exactly the
 * same rule as /admin/coins (catalogue-admin.ts `readOffersOnSale`).
 */
export const OFFERS_ON_SALE_SQL = {
  coupons: `select coin_price as coinPrice, value_paise as valuePaise
    from coupon_catalogue where active = 1 and stock > 0`,
  prizes: `select name, star_price as starPrice, cost_paise as costPaise
    from prizes where active = 1 and stock > 0`,
} as const;
