import { Hono } from "hono";
import { z } from "zod";
import {
  addLiveQuestionBody,
  type CreatedResponse,
  editLiveQuestionBody,
  LIVE_QUESTIONS_PAGE_SIZE,
  type LiveQuestionsResponse,
  type LiveQuestionView,
  liveQuestionsQuery,
} from "../../contract/admin";
import type { StatusOk } from "../../contract/auth";
import { readLanguage } from "../data/language-admin";
import {
  addLiveQuestion,
  editLiveQuestion,
  type LiveQuestion,
  listLiveQuestions,
  retireLiveQuestion,
} from "../data/question-bank";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { screenOnNavigation } from "../http/screen-navigation";
import { validate } from "../http/validate";
import { questionContentOf, questionFieldsView } from "./contributor-questions";

const admin = requireRole("admin");
const idParam = validate("param", z.object({ id: z.string().min(1).max(64) }));

const toLiveQuestionView = (row: LiveQuestion): LiveQuestionView => ({
  _id: row.id,
  lang: row.languageId,
  ...questionFieldsView(row),
  source: row.sourcePoolQuestionId,
  served: row.timesServed,
  answered: row.timesAnswered,
  createdAt: row.createdAt,
  retiredAt: row.retiredAt,
});

/** The live bank (SPEC.md /admin/questions and /admin/addquestion); mounted at /admin. */
export const adminQuestionRoutes = new Hono<AppEnv>()
  .get(
    "/questions",
    screenOnNavigation,
    admin,
    validate("query", liveQuestionsQuery),
    async (c) => {
      const { lang, tough, q, page } = c.req.valid("query");
      const { rows, total } = await listLiveQuestions(
        c.var.db,
        { languageId: lang, difficulty: tough, search: q },
        { offset: (page - 1) * LIVE_QUESTIONS_PAGE_SIZE, limit: LIVE_QUESTIONS_PAGE_SIZE },
      );
      return c.json({
        data: rows.map(toLiveQuestionView),
        total,
        page,
        pageSize: LIVE_QUESTIONS_PAGE_SIZE,
      } satisfies LiveQuestionsResponse);
    },
  )
  .post("/questions", admin, validate("json", addLiveQuestionBody), async (c) => {
    const body = c.req.valid("json");
    const db = c.var.db;
    // A disabled language may be filled before it is switched on.
    if (!(await readLanguage(db, body.lang))) {
      throw badRequest("Choose one of the languages", [
        { path: "lang", message: "Unknown language" },
      ]);
    }
    const id = await addLiveQuestion(
      db,
      { ...questionContentOf(body), languageId: body.lang, createdBy: c.get("session").subjectId },
      Date.now(),
    );
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch("/questions/:id", admin, idParam, validate("json", editLiveQuestionBody), async (c) => {
    const changed = await editLiveQuestion(
      c.var.db,
      c.req.valid("param").id,
      questionContentOf(c.req.valid("json")),
    );
    if (!changed) throw notFound("No such question");
    return c.json({ Status: "OK" } satisfies StatusOk);
  })
  .post("/questions/:id/retire", admin, idParam, async (c) => {
    const found = await retireLiveQuestion(c.var.db, c.req.valid("param").id, Date.now());
    if (!found) throw notFound("No such question");
    return c.json({ Status: "OK" } satisfies StatusOk);
  });
