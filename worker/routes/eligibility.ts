import { bankRoutes as routes } from "../../contract/routes/bank";
import { confirmEligibility, readPaidPlayStanding } from "../data/people/eligibility";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { paidPlayView } from "./views/tries";

/**
 * The step before paid play (decision 021): the caller, and only the caller (the path
 * names no account), confirms being 18 or older and names where they live. The reply says
 * whether they may now pay to play there.
 */
export const eligibilityRoutes = routerOf([
  handle(routes.confirmEligibility, async (c) => {
    const playerId = await limitAccountWrites(c);
    const db = c.var.db;
    const { region } = c.req.valid("json");
    const { confirmedAt } = await confirmEligibility(db, playerId, region, Date.now());
    const standing = await readPaidPlayStanding(db, playerId, c.get("config").paidPlay);
    return c.json({
      eligibility: { adult: true, region, confirmedAt },
      paidPlay: paidPlayView(standing),
    });
  }),
]);
