import { questionBankRoutes } from "../../contract/routes/admin-questions";
import { isEnabledLanguage } from "../data/questions/languages";
import { listPoolQuestions, readPoolQuestion } from "../data/questions/pool-questions";
import {
  findSimilarLiveQuestions,
  isSelectedInto,
  selectIntoLanguage,
} from "../data/questions/question-bank";
import { readContributorRewardPaise } from "../data/settings";
import { actingAdmin } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { handle, routerOf } from "../http/route-handlers";
import { questionExists, refuseSimilar, toContributorQuestionView } from "./views/questions";

const SELECT_A_LANGUAGE = "Please select a language!";

/** The review pool and its selection into languages (SPEC.md /admin/select). */
export const adminSelectionRoutes = routerOf([
  handle(questionBankRoutes.poolQuestions, async (c) => {
    const rows = await listPoolQuestions(c.var.db);
    return c.json({
      data: rows.map((row) => ({
        ...toContributorQuestionView(row),
        user: row.pool.contributorId,
        userName: row.userName,
      })),
      total: rows.length,
    });
  }),
  /**
   * Deviation from SPEC.md: the payload also names the pool question (`_id`), because two
   * contributors may post the same text and copying "by text" would be ambiguous. The
   * copy is made from the stored question; the payload's question fields are ignored.
   */
  handle(questionBankRoutes.selectPoolQuestion, async (c) => {
    const body = c.req.valid("json");
    if (!body.sel_lang) {
      throw badRequest(SELECT_A_LANGUAGE, [{ path: "sel_lang", message: SELECT_A_LANGUAGE }]);
    }
    const db = c.var.db;
    if (!(await isEnabledLanguage(db, body.sel_lang))) {
      throw badRequest("Choose an enabled language", [
        { path: "sel_lang", message: "Unknown or disabled language" },
      ]);
    }
    const pool = await readPoolQuestion(db, body._id);
    if (!pool) throw notFound("No such question in the pool");
    // Its own copy is no near-duplicate: a second selection is SPEC.md's IN.
    if (await isSelectedInto(db, pool.id, body.sel_lang)) throw questionExists();
    if (!body.allowSimilar) {
      const found = await findSimilarLiveQuestions(db, body.sel_lang, pool.text);
      refuseSimilar(found, body.sel_lang, body.confirmSimilar);
    }
    const selected = await selectIntoLanguage(
      db,
      {
        pool,
        languageId: body.sel_lang,
        rewardPaise: await readContributorRewardPaise(db),
      },
      actingAdmin(c),
      Date.now(),
    );
    if (!selected) throw questionExists();
    return c.json({ Status: "OK" });
  }),
]);
