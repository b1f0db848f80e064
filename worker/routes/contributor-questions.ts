import { Hono } from "hono";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import {
  type ContributorProfileResponse,
  type ContributorQuestionsResponse,
  type PostContributorQuestionResponse,
  postContributorQuestionBody,
} from "../../contract/contributor";
import { readContributor } from "../data/people/contributors";
import { isEnabledLanguage, listEnabledLanguages } from "../data/questions/languages";
import {
  deletePoolQuestion,
  listPoolQuestionsOfContributor,
  postPoolQuestion,
  readPoolQuestion,
} from "../data/questions/pool-questions";
import type { AppEnv } from "../http/app-env";
import { contributorOnly, ownSessionParam } from "../http/auth";
import { badRequest, forbidden, notFound } from "../http/errors";
import { pathIdParam } from "../http/params";
import { limitAccountWrites } from "../http/rate-limit";
import { validate } from "../http/validate";
import { questionContentOf, questionExists, toContributorQuestionView } from "./views/questions";

/**
 * The user-admin area (SPEC.md section 7, user-admin table). A dead or
 * disabled session answers 401 with `Status: 505`; a `{sessionId}` that is not the
 * caller's own is a 403.
 */
export const contributorQuestionRoutes = new Hono<AppEnv>()
  .get(adminPaths.contributorProfile.pattern, contributorOnly, ...ownSessionParam, async (c) => {
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
    } satisfies ContributorProfileResponse);
  })
  // DESIGN.md section 2: this replaces SPEC.md's `GET {token}{sessionId}`.
  .get(adminPaths.contributorQuestions.pattern, contributorOnly, ...ownSessionParam, async (c) => {
    const rows = await listPoolQuestionsOfContributor(c.var.db, c.get("session").subjectId);
    return c.json({
      data: rows.map(toContributorQuestionView),
    } satisfies ContributorQuestionsResponse);
  })
  .delete(
    adminPaths.deleteContributorQuestion.pattern,
    contributorOnly,
    pathIdParam("questionId"),
    async (c) => {
      const contributorId = await limitAccountWrites(c);
      const db = c.var.db;
      const question = await readPoolQuestion(db, c.req.valid("param").questionId);
      if (!question) throw notFound("No such question");
      if (question.contributorId !== contributorId) throw forbidden();
      // Only hidden: a copy already selected into a language stays in play.
      await deletePoolQuestion(db, question.id, Date.now());
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  )
  .post(
    adminPaths.postContributorQuestion,
    contributorOnly,
    validate("json", postContributorQuestionBody),
    async (c) => {
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
      return c.json({ Status: "OK", qno } satisfies PostContributorQuestionResponse, 201);
    },
  );
