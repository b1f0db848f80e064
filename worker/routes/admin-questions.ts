import { LIVE_QUESTIONS_PAGE_SIZE } from "../../contract/admin-questions";
import { questionBankRoutes } from "../../contract/routes/admin-questions";
import { readLanguage } from "../data/questions/languages";
import * as questionBank from "../data/questions/question-bank";
import { actingAdmin } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { onePage } from "./views/paging";
import { questionContentOf, refuseSimilar, toLiveQuestionView } from "./views/questions";

/** The live bank (SPEC.md /admin/questions and /admin/addquestion). */
export const adminQuestionRoutes = routerOf([
  handle(questionBankRoutes.liveQuestions, async (c) => {
    const { lang, tough, q, trial, page } = c.req.valid("query");
    const forTrial = trial ? trial === "yes" : undefined;
    const filter = { languageId: lang, difficulty: tough, search: q, forTrial };
    const { rows, paging } = await onePage(page, LIVE_QUESTIONS_PAGE_SIZE, (window) =>
      questionBank.listLiveQuestions(c.var.db, filter, window),
    );
    return c.json({ data: rows.map(toLiveQuestionView), ...paging });
  }),
  handle(questionBankRoutes.addLiveQuestion, async (c) => {
    const body = c.req.valid("json");
    const db = c.var.db;
    // A disabled language may be filled before it is switched on.
    if (!(await readLanguage(db, body.lang))) {
      throw badRequest("Choose one of the languages", [
        { path: "lang", message: "Unknown language" },
      ]);
    }
    if (!body.allowSimilar) {
      const found = await questionBank.findSimilarLiveQuestions(db, body.lang, body.Questio);
      refuseSimilar(found, body.lang, body.confirmSimilar);
    }
    const id = await questionBank.addLiveQuestion(
      db,
      {
        ...questionContentOf(body),
        forTrial: body.trial ?? false,
        languageId: body.lang,
        createdBy: c.get("session").subjectId,
      },
      Date.now(),
    );
    return c.json({ Status: "OK", id }, 201);
  }),
  handle(questionBankRoutes.editLiveQuestion, idParam, async (c) => {
    const db = c.var.db;
    const { allowSimilar, confirmSimilar, trial, ...change } = c.req.valid("json");
    const question = await questionBank.readLiveQuestion(db, c.req.valid("param").id);
    if (!question) throw notFound("No such question");
    if (change.Questio !== undefined && !allowSimilar) {
      const { id, languageId } = question;
      const found = await questionBank.findSimilarLiveQuestions(db, languageId, change.Questio, id);
      refuseSimilar(found, languageId, confirmSimilar);
    }
    const content = { ...questionContentOf(change), forTrial: trial };
    await questionBank.editLiveQuestion(db, question, content, actingAdmin(c), Date.now());
    return c.json({ Status: "OK" });
  }),
  handle(questionBankRoutes.retireLiveQuestion, idParam, async (c) => {
    const found = await questionBank.retireLiveQuestion(
      c.var.db,
      c.req.valid("param").id,
      actingAdmin(c),
      Date.now(),
    );
    if (!found) throw notFound("No such question");
    return c.json({ Status: "OK" });
  }),
]);
