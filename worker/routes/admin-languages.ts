import { type LanguageNotReadyError, languageIdParam } from "../../contract/admin-languages";
import { languageRoutes } from "../../contract/routes/admin-questions";
import { DEFAULT_LANGUAGE_ID } from "../data/people/players";
import {
  createLanguage,
  listLanguagesWithCounts,
  readLanguageWithCount,
  updateLanguage,
} from "../data/questions/languages";
import { readRunSettings } from "../data/settings";
import { languageReadiness } from "../domain/language-readiness";
import { actingAdmin } from "../http/auth";
import { conflict, HttpError, notFound } from "../http/errors";
import { handle, routerOf } from "../http/route-handlers";
import { validate } from "../http/validate";

const questionsText = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`;

/**
 * Languages for the main admin (SPEC.md's languages call and their upkeep), each with
 * whether it has a run's worth of live questions: only then can it be enabled (decision 025).
 */
export const adminLanguageRoutes = routerOf([
  handle(languageRoutes.adminLanguages, async (c) => {
    const db = c.var.db;
    const [rows, { questionsPerRun }] = await Promise.all([
      listLanguagesWithCounts(db),
      readRunSettings(db),
    ]);
    return c.json({
      Data: rows.map(({ id, code, name, enabled, liveQuestions }) => ({
        id,
        code,
        name,
        enabled,
        ...languageReadiness(liveQuestions, questionsPerRun),
      })),
    });
  }),
  handle(languageRoutes.createLanguage, async (c) => {
    const id = await createLanguage(c.var.db, c.req.valid("json"), actingAdmin(c), Date.now());
    if (!id) throw conflict("A language with this code already exists");
    return c.json({ Status: "OK", id }, 201);
  }),
  handle(languageRoutes.updateLanguage, validate("param", languageIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const db = c.var.db;
    const language = await readLanguageWithCount(db, id);
    if (!language) throw notFound("No such language");
    // Players of a language that is not playable are served English
    // (data/people/players.ts readRunPlayer), so English itself must stay on.
    if (id === DEFAULT_LANGUAGE_ID && change.enabled === false) {
      throw conflict("English is what players of a disabled language get; it stays enabled");
    }
    if (change.enabled === true && !language.enabled) {
      const { questionsPerRun } = await readRunSettings(db);
      const readiness = languageReadiness(language.liveQuestions, questionsPerRun);
      if (!readiness.ready) {
        const { liveQuestions, questionsNeeded } = readiness;
        throw new HttpError(
          409,
          "language_not_ready",
          `${language.name} has ${questionsText(liveQuestions)}; a run needs ${questionsNeeded}. Add ${questionsNeeded - liveQuestions} more to enable it.`,
          undefined,
          { liveQuestions, questionsNeeded } satisfies Omit<
            LanguageNotReadyError,
            "error" | "message"
          >,
        );
      }
    }
    await updateLanguage(db, language, change, actingAdmin(c), Date.now());
    return c.json({ Status: "OK" });
  }),
]);
