import type { Context } from "hono";
import { signInRoutes } from "../../contract/routes/sign-in";
import { recordSignIn } from "../data/people/player-support";
import { readActivePlayer, recordPlayerDevice, upsertPlayer } from "../data/people/players";
import * as settings from "../data/settings";
import type { AppEnv } from "../http/app-env";
import { clientBucket } from "../http/client-address";
import { edgeLocation } from "../http/edge-location";
import { HttpError } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { verifyPlayerIdToken } from "../identity/player-identity";
import { revokeSession, startSession } from "../identity/sessions";
import { publicTermsView } from "./views/public-terms";

/**
 * Player sign-in (DESIGN.md section 3): identity comes only from the verified ID token;
 * the body's email must match it. Each session started records where the edge saw the
 * request come from (decision 012), in place of SPEC.md's client-sent `/new/ip/data`.
 */
export const playerAuthRoutes = routerOf([
  handle(signInRoutes.authConfig, async (c) => {
    const { googleClientId, devIdentity, paidPlay } = c.get("config");
    const db = c.var.db;
    const [supportEmail, run, offers, offRegions] = await Promise.all([
      settings.readSupportEmail(db),
      settings.readRunSettings(db),
      settings.readOfferTerms(db),
      settings.readPaidPlayOffRegions(db),
    ]);
    return c.json({
      googleClientId,
      devIdentity,
      paidPlay,
      supportEmail,
      terms: publicTermsView(run, offers, offRegions),
    });
  }),
  handle(signInRoutes.playerSignUp, async (c) => {
    const { created, replacesDeactivated } = await signInPlayer(c, c.req.valid("json"));
    return c.json({ Status: "OK", created, replacesDeactivated });
  }),
  handle(signInRoutes.playerSignIn, async (c) => {
    const { player, created, replacesDeactivated } = await signInPlayer(c, c.req.valid("json"));
    const now = Date.now();
    const [session] = await Promise.all([
      startSession(c.var.db, "player", player.id, now),
      recordSignIn(c.var.db, player.id, edgeLocation(c.req.raw), now),
    ]);
    return c.json({
      Status: "OK",
      token: session.token,
      user: player.id,
      username: player.username,
      created,
      replacesDeactivated,
    });
  }),
  handle(signInRoutes.playerLogout, async (c) => {
    await revokeSession(c.var.db, c.get("session").id, Date.now());
    return c.json({ Status: "OK" });
  }),
  handle(signInRoutes.me, async (c) => {
    const player = await readActivePlayer(c.var.db, c.get("session").subjectId);
    if (!player) throw new HttpError(401, "unauthorized", "This account is no longer active");
    return c.json({
      user: {
        id: player.id,
        email: player.email ?? "",
        name: player.name,
        username: player.username,
        picture: player.picture,
      },
    });
  }),
]);

/**
 * Verifies the ID token and opens or updates the player. The address is counted first, as
 * a loose net; the person (the provider's subject) after verification, so one account
 * is refused at its own limit however many addresses it comes from.
 */
async function signInPlayer(
  c: Context<AppEnv>,
  body: { email: string; idToken: string; deviceId?: string | undefined },
) {
  await enforceRateLimit(c, rateRules.signInsPerAddress, [clientBucket(c)]);
  const db = c.var.db;
  const now = Date.now();
  const identity = await verifyPlayerIdToken(body.idToken, c.get("config"), db, now);
  await enforceRateLimit(c, rateRules.signInsPerPerson, [`subject:${identity.subject}`]);
  if (identity.email !== body.email.toLowerCase()) {
    throw new HttpError(403, "email_mismatch", "The email does not match the Google account");
  }
  const result = await upsertPlayer(db, identity, now);
  if (body.deviceId) await recordPlayerDevice(db, result.player.id, body.deviceId, now);
  if (result.player.status === "blocked") {
    const supportEmail = await settings.readSupportEmail(db);
    throw new HttpError(
      403,
      "account_blocked",
      `This account has been blocked. Write to ${supportEmail} if you think this is a mistake.`,
    );
  }
  return result;
}
