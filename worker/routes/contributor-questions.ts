import { userAdminQuestionRoutes } from "../../contract/routes/contributor";
import { readContributor } from "../data/people/contributors";
import { isEnabledLanguage, listEnabledLanguages } from "../data/questions/languages";
import {
  deletePoolQuestion,
  listPoolQuestionsOfContributor,
  postPoolQuestion,
  readPoolQuestion,
} from "../data/questions/pool-questions";
import { ownSessionParam } from "../http/auth";
import { badRequest, forbidden, notFound } from "../http/errors";
import { pathIdParam } from "../http/params";
import { limitAccountWrites } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { questionContentOf, questionExists, toContributorQuestionView } from "./views/questions";

/**
 * The user-admin area (SPEC.md section 7, user-admin table). A dead or
 * disabled session answers 401 with `Status: 505`; a `{sessionId}` that is not the
 * caller's own is a 403.
 */
export const contributorQuestionRoutes = routerOf([
  handle(userAdminQuestionRoutes.contributorProfile, ...ownSessionParam, async (c) => {
    const db = c.var.db;
    const [me, languages] = await Promise.all([
      readContributor(db, c.get("session").subjectId),
      listEnabledLanguages(db),
    ]);
    if (!me) throw notFound("No such user-admin");
    return c.json({
      data: {
        user: me.name,
        email: me.email,
        languages: languages.map(({ id, name }) => ({ id, name })),
      },
    });
  }),
  handle(userAdminQuestionRoutes.contributorQuestions, ...ownSessionParam, async (c) => {
    const rows = await listPoolQuestionsOfContributor(c.var.db, c.get("session").subjectId);
    return c.json({ data: rows.map(toContributorQuestionView) });
  }),
  handle(
    userAdminQuestionRoutes.deleteContributorQuestion,
    pathIdParam("questionId"),
    async (c) => {
      const contributorId = await limitAccountWrites(c);
      const db = c.var.db;
      const question = await readPoolQuestion(db, c.req.valid("param").questionId);
      if (!question) throw notFound("No such question");
      if (question.contributorId !== contributorId) throw forbidden();
      // Only hidden: a copy already selected into a language stays in play.
      await deletePoolQuestion(db, question.id, Date.now());
      return c.json({ Status: "OK" });
    },
  ),
  handle(userAdminQuestionRoutes.postContributorQuestion, async (c) => {
    const session = c.get("session");
    const body = c.req.valid("json");
    if (body.user !== session.id) throw forbidden();
    await limitAccountWrites(c);
    const db = c.var.db;
    const languageId = body.lang || null;
    if (languageId && !(await isEnabledLanguage(db, languageId))) {
      throw badRequest("Choose one of the languages offered", [
        { path: "lang", message: "Unknown language" },
      ]);
    }
    const qno = await postPoolQuestion(
      db,
      { contributorId: session.subjectId, languageId, ...questionContentOf(body) },
      Date.now(),
    );
    if (qno === null) throw questionExists();
    return c.json({ Status: "OK", qno }, 201);
  }),
]);
