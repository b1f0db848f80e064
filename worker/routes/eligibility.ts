import { Hono } from "hono";
import { apiPaths } from "../../contract/api-paths";
import { type EligibilityResponse, eligibilityBody } from "../../contract/eligibility";
import { confirmEligibility, readPaidPlayStanding } from "../data/people/eligibility";
import type { AppEnv } from "../http/app-env";
import { playerOnly } from "../http/auth";
import { limitAccountWrites } from "../http/rate-limit";
import { validate } from "../http/validate";
import { paidPlayView } from "./views/tries";

/**
 * The step before paid play (decision 021): the caller, and only the caller (the path
 * names no account), confirms being 18 or older and names where they live. The reply says
 * whether they may now pay to play there.
 */
export const eligibilityRoutes = new Hono<AppEnv>().put(
  apiPaths.eligibility,
  playerOnly,
  validate("json", eligibilityBody),
  async (c) => {
    const playerId = await limitAccountWrites(c);
    const db = c.var.db;
    const { region } = c.req.valid("json");
    const { confirmedAt } = await confirmEligibility(db, playerId, region, Date.now());
    const standing = await readPaidPlayStanding(db, playerId, c.get("config").paidPlay);
    return c.json({
      eligibility: { adult: true, region, confirmedAt },
      paidPlay: paidPlayView(standing),
    } satisfies EligibilityResponse);
  },
);
