import { Hono } from "hono";
import { z } from "zod";
import type { StatusOk } from "../../contract/auth";
import {
  type ContributorProfileResponse,
  type ContributorQuestionsResponse,
  type ContributorQuestionView,
  type ContributorWalletResponse,
  type Difficulty,
  type PostContributorQuestionResponse,
  postContributorQuestionBody,
  type QuestionFieldsView,
  type questionFields,
} from "../../contract/contributor";
import type { Choice } from "../../contract/play";
import { readContributor } from "../data/contributor-accounts";
import { isEnabledLanguage, listEnabledLanguages } from "../data/languages";
import { balancesOf } from "../data/ledger";
import {
  deletePoolQuestion,
  listPoolQuestionsOfContributor,
  type PoolQuestionRow,
  postPoolQuestion,
  readContributorStats,
  readPoolQuestion,
} from "../data/pool-questions";
import type { LiveQuestionContent } from "../data/question-bank";
import type { AppEnv } from "../http/app-env";
import { requireOwnPath, requireRole } from "../http/auth";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { validate } from "../http/validate";

type QuestionFieldsOutput = z.output<typeof questionFields>;

/** SPEC.md's wire names to the bank's columns. An edit leaves absent fields undefined. */
export function questionContentOf(fields: QuestionFieldsOutput): LiveQuestionContent;
export function questionContentOf(
  fields: Partial<QuestionFieldsOutput>,
): Partial<LiveQuestionContent>;
export function questionContentOf(
  fields: Partial<QuestionFieldsOutput>,
): Partial<LiveQuestionContent> {
  return {
    text: fields.Questio,
    imageUrl: fields.img,
    optionA: fields.a,
    optionB: fields.b,
    optionC: fields.c,
    optionD: fields.d,
    answer: fields.Ans,
    difficulty: fields.tough,
    seconds: fields.seconds,
  };
}

/** The bank's columns back to SPEC.md's wire names (pool and live rows share them). */
export const questionFieldsView = (row: LiveQuestionContent): QuestionFieldsView => ({
  Questio: row.text,
  img: row.imageUrl ?? "",
  a: row.optionA,
  b: row.optionB,
  c: row.optionC,
  d: row.optionD,
  Ans: row.answer as Choice,
  tough: row.difficulty as Difficulty,
  seconds: row.seconds,
});

export const toContributorQuestionView = ({
  pool,
  selectedInto,
}: PoolQuestionRow): ContributorQuestionView => ({
  _id: pool.id,
  qno: pool.number,
  ...questionFieldsView(pool),
  lang: pool.languageId ?? "",
  selectedInto: (JSON.parse(selectedInto) as string[]).sort(),
});

/** SPEC.md's `IN`: the question is already there ("This Question Exist"). */
export const questionExists = () =>
  new HttpError(409, "question_exists", "This Question Exist", undefined, { Status: "IN" });

// Each route names its guard: a bare `.use` here would also guard every later /admin route.
const contributor = requireRole("contributor");
const ownSession = [
  validate("param", z.object({ sessionId: z.string().min(1).max(64) })),
  requireOwnPath("sessionId", "session"),
] as const;

/**
 * The user-admin area (SPEC.md section 7, user-admin table); mounted at /admin. A dead or
 * disabled session answers 401 with `Status: 505`; a `{sessionId}` that is not the
 * caller's own is a 403.
 */
export const contributorQuestionRoutes = new Hono<AppEnv>()
  .get("/get/user/admin/languages/to/post/:sessionId", contributor, ...ownSession, async (c) => {
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
  .get("/get/user/admin/questions/:sessionId", contributor, ...ownSession, async (c) => {
    const rows = await listPoolQuestionsOfContributor(c.var.db, c.get("session").subjectId);
    return c.json({
      data: rows.map(toContributorQuestionView),
    } satisfies ContributorQuestionsResponse);
  })
  .delete(
    "/delete/users/admin/qno/from/admin/users/:questionId",
    contributor,
    validate("param", z.object({ questionId: z.string().min(1).max(64) })),
    async (c) => {
      const contributorId = c.get("session").subjectId;
      await enforceRateLimit(c, rateRules.accountWrite, [`contributor:${contributorId}`]);
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
    "/get/a/users/admin/posted/questions/from/all/users",
    contributor,
    validate("json", postContributorQuestionBody),
    async (c) => {
      const session = c.get("session");
      const body = c.req.valid("json");
      if (body.user !== session.id) throw forbidden();
      await enforceRateLimit(c, rateRules.accountWrite, [`contributor:${session.subjectId}`]);
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
  )
  .get("/get/wallet/amount/credits/links/by/:sessionId", contributor, ...ownSession, async (c) => {
    const db = c.var.db;
    const contributorId = c.get("session").subjectId;
    const [stats, balances] = await Promise.all([
      readContributorStats(db, contributorId),
      balancesOf(db, { kind: "contributor", id: contributorId }),
    ]);
    return c.json({
      Datas: {
        Rupee: Math.floor(balances.earnings / 100),
        Total_Quest: stats.questions,
        Out: stats.served,
        Ans: stats.answered,
        Selected: stats.selected,
      },
    } satisfies ContributorWalletResponse);
  });
