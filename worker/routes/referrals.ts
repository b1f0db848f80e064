import { SAME_DEVICE_REFERRAL_MESSAGE } from "../../contract/payments";
import { paymentRoutes as routes } from "../../contract/routes/payments";
import * as referrals from "../data/money/referrals";
import { readPaidPlayStanding } from "../data/people/eligibility";
import { readPersonKey } from "../data/people/players";
import { readOfferTerms } from "../data/settings";
import { referralRewardFor } from "../domain/offers";
import { conflict, HttpError, notFound } from "../http/errors";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { rupees } from "./views/money";

/**
 * Refer and Earn (SPEC.md `/refer`, `/get/start`). The reward itself is
 * paid when the friend's first deposit settles (data/money/payments.ts).
 */
export const referralRoutes = routerOf([
  handle(routes.refer, async (c) => {
    const db = c.var.db;
    const playerId = c.get("session").subjectId;
    const [link, terms, { access }] = await Promise.all([
      referrals.readReferralLink(db, playerId),
      readOfferTerms(db),
      readPaidPlayStanding(db, playerId, c.get("config").paidPlay),
    ]);
    if (!link) throw notFound("No such player");
    // The rule the friend's first deposit pays the reward by (data/money/payments.ts).
    const rewardPaise = referralRewardFor({ paidPlay: access }, terms);
    return c.json({
      code: link.code,
      ssid: link.tag,
      rewardRupees: rewardPaise === null ? null : rupees(rewardPaise),
    });
  }),
  handle(routes.registerReferral, async (c) => {
    const playerId = await limitAccountWrites(c);
    const body = c.req.valid("json");
    const db = c.var.db;
    const referrer = await referrals.findPlayerByReferralCode(db, body.referralCode);
    if (!referrer || (body.ssid && body.ssid !== referrer.referralTag)) {
      throw notFound("This referral link is not valid");
    }
    if (referrer.id === playerId) throw conflict("You cannot refer yourself");
    if (await referrals.sharedADevice(db, referrer.id, playerId)) {
      throw new HttpError(409, "same_device", SAME_DEVICE_REFERRAL_MESSAGE);
    }
    if (await referrals.hasDeposited(db, playerId)) {
      throw conflict("Referral links are for new players before their first deposit");
    }
    const recorded = await referrals.recordReferral(
      db,
      {
        referrerId: referrer.id,
        referredId: playerId,
        referredPersonKey: await readPersonKey(db, playerId),
      },
      Date.now(),
    );
    if (!recorded) throw conflict("You were already referred by someone");
    return c.json({ Status: "OK" }, 201);
  }),
]);
