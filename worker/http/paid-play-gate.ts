import type { Context } from "hono";
import type { PaidPlayAccess } from "../../contract/eligibility";
import { ELIGIBILITY_REQUIRED_MESSAGE, paidPlayClosedMessage } from "../../contract/regions";
import { readPaidPlayStanding } from "../data/people/eligibility";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";

/**
 * The check before a deposit or a paid try (decision 021), shared by both routes: a 403
 * `eligibility_required` until the player confirmed their age and place, a 403
 * `paid_play_unavailable_in_region` where a main admin switched paid play off. Answers
 * the access otherwise, `off` included: each route says what paid play off means for it.
 */
export async function refuseUnlessPaidPlay(
  c: Context<AppEnv>,
  playerId: string,
): Promise<PaidPlayAccess> {
  const { access, eligibility } = await readPaidPlayStanding(
    c.var.db,
    playerId,
    c.get("config").paidPlay,
  );
  if (access === "eligibility_required") {
    throw new HttpError(403, "eligibility_required", ELIGIBILITY_REQUIRED_MESSAGE);
  }
  if (access === "closed_in_region" && eligibility) {
    throw new HttpError(
      403,
      "paid_play_unavailable_in_region",
      paidPlayClosedMessage(eligibility.region),
    );
  }
  return access;
}
