/**
 * The demo seed's catalogues: what coins and stars buy on a fresh `npm start`. Their own
 * module so that `demo-catalogue.test.ts` proves the economy holds on exactly what the
 * seed inserts. A prize's star price follows from what it costs us (decision 022): with
 * the default settings a perfect player pays ₹1.79 of their own money a run once bonus is
 * spent again, for 5 stars, so a star must cost us well under 36 paise.
 */
export const DEMO_COUPONS = [
  { id: "seed-coupon-10", name: "₹10 wallet coupon", coinPrice: 100, valuePaise: 1000, stock: 500 },
  { id: "seed-coupon-25", name: "₹25 wallet coupon", coinPrice: 240, valuePaise: 2500, stock: 200 },
];

export const DEMO_PRIZES = [
  {
    id: "seed-prize-bottle",
    name: "Quizzy water bottle",
    starPrice: 650,
    costPaise: 15_000,
    stock: 50,
  },
  {
    id: "seed-prize-tshirt",
    name: "Quizzy T-shirt",
    starPrice: 1300,
    costPaise: 30_000,
    stock: 20,
    sizes: ["S", "M", "L", "XL"],
  },
];
