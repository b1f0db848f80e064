import { Hono } from "hono";
import { z } from "zod";
import {
  type AdminLanguagesResponse,
  type CreatedResponse,
  createLanguageBody,
  updateLanguageBody,
} from "../../contract/admin";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import { DEFAULT_LANGUAGE_ID } from "../data/people/players";
import {
  createLanguage,
  listAllLanguages,
  readLanguage,
  updateLanguage,
} from "../data/questions/languages";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { validate } from "../http/validate";

/** Languages for the main admin (SPEC.md's languages call and their upkeep). */
export const adminLanguageRoutes = new Hono<AppEnv>()
  .get(adminPaths.languages, adminOnly, async (c) => {
    const rows = await listAllLanguages(c.var.db);
    return c.json({
      Data: rows.map(({ id, code, name, enabled }) => ({ id, code, name, enabled })),
    } satisfies AdminLanguagesResponse);
  })
  .post(adminPaths.createLanguage, adminOnly, validate("json", createLanguageBody), async (c) => {
    const id = await createLanguage(c.var.db, c.req.valid("json"), actingAdmin(c), Date.now());
    if (!id) throw conflict("A language with this code already exists");
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch(
    adminPaths.language.pattern,
    adminOnly,
    validate("param", z.object({ id: z.string().min(1).max(32) })),
    validate("json", updateLanguageBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const db = c.var.db;
      const language = await readLanguage(db, id);
      if (!language) throw notFound("No such language");
      // Players of a disabled language are served English (data/people/players.ts
      // readRunPlayer), so English itself must stay on.
      if (id === DEFAULT_LANGUAGE_ID && change.enabled === false) {
        throw conflict("English is what players of a disabled language get; it stays enabled");
      }
      await updateLanguage(db, language, change, actingAdmin(c), Date.now());
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
