import type { Context } from "hono";
import { settingsRoutes } from "../../contract/routes/settings";
import { isUiLanguage } from "../../contract/ui-language";
import { balancesOf } from "../data/money/ledger";
import { readOpenDeposit } from "../data/money/payments";
import { deactivatePlayer, exportPlayerData } from "../data/people/player-data";
import {
  DEFAULT_LANGUAGE_ID,
  preferencesOf,
  readActivePlayer,
  updatePlayerSettings,
} from "../data/people/players";
import { isPlayableLanguageId, listPlayableLanguages } from "../data/questions/languages";
import { readRunSettings } from "../data/settings";
import type { AppEnv } from "../http/app-env";
import { badRequest, HttpError } from "../http/errors";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { balanceRemaining, paymentPending } from "./views/payouts";

async function activePlayer(c: Context<AppEnv>) {
  const found = await readActivePlayer(c.var.db, c.get("session").subjectId);
  if (!found)
    throw new HttpError(401, "unauthorized", "This account is no longer active", undefined, {
      Logout: "OUT",
    });
  return found;
}

/** Settings, languages, the data download and deactivation. */
export const playerSettingsRoutes = routerOf([
  // Only the playable languages: enabled, with a run's worth of questions (decision 025).
  handle(settingsRoutes.playableLanguages, async (c) => {
    const db = c.var.db;
    const rows = await listPlayableLanguages(db, (await readRunSettings(db)).questionsPerRun);
    return c.json({ data: rows.map(({ id, code, name }) => ({ id, code, name })) });
  }),
  handle(settingsRoutes.playerSettings, async (c) => {
    const found = await activePlayer(c);
    return c.json({
      name: found.name,
      email: found.email ?? "",
      languageId: found.languageId ?? "en",
      preferences: preferencesOf(found),
      ...(isUiLanguage(found.uiLanguage) ? { uiLanguage: found.uiLanguage } : {}),
    });
  }),
  handle(settingsRoutes.savePlayerSettings, async (c) => {
    const playerId = await limitAccountWrites(c);
    const body = c.req.valid("json");
    const db = c.var.db;
    const { questionsPerRun } = await readRunSettings(db);
    // English is every unplayable language's fallback, and a language the player already
    // has stays theirs while they change anything else (decision 025).
    const keptOrFallback =
      body.languageId === DEFAULT_LANGUAGE_ID ||
      body.languageId === (await activePlayer(c)).languageId;
    if (!keptOrFallback && !(await isPlayableLanguageId(db, body.languageId, questionsPerRun))) {
      throw badRequest("Choose one of the languages offered", [
        { path: "languageId", message: "Unknown language" },
      ]);
    }
    await updatePlayerSettings(db, playerId, body);
    return c.json({ Status: "OK" });
  }),
  handle(settingsRoutes.playerDataExport, async (c) => {
    const data = await exportPlayerData(c.var.db, c.get("session").subjectId);
    c.header("Content-Disposition", 'attachment; filename="quizzy-edge-my-data.json"');
    return c.json(data);
  }),
  // Money is never dropped silently: cash or winnings left refuse, with the
  // amounts, until the player confirms `{ forfeit: true }`; a deposit that may still be
  // paid refuses whatever the player confirms (decision 023). One that settles anyway,
  // racing this, goes back to the payer (`settlePayment`).
  handle(settingsRoutes.deactivateAccount, async (c) => {
    const playerId = c.get("session").subjectId;
    const db = c.var.db;
    const openDeposit = await readOpenDeposit(db, playerId, Date.now());
    if (openDeposit) throw paymentPending(openDeposit.amountPaise);
    if (c.req.valid("json").forfeit !== true) {
      const { cash, winnings } = await balancesOf(db, { kind: "player", id: playerId });
      if (cash > 0 || winnings > 0) throw balanceRemaining(cash, winnings);
    }
    if (!(await deactivatePlayer(db, playerId, Date.now()))) {
      throw new HttpError(
        409,
        "payment_pending",
        "Money has just arrived in your account. Check your Bank, then try again.",
      );
    }
    return c.json({ Status: "OK" });
  }),
]);
