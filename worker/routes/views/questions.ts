import type { z } from "zod";
import type {
  LiveQuestionView,
  NearDuplicateError,
  SimilarQuestion,
  SimilarQuestionsError,
} from "../../../contract/admin-questions";
import type {
  ContributorQuestionView,
  Difficulty,
  QuestionFieldsView,
  questionFields,
} from "../../../contract/contributor";
import type { Choice } from "../../../contract/play";
import type { PoolQuestionRow } from "../../data/questions/pool-questions";
import type {
  LiveQuestion,
  LiveQuestionContent,
  SimilarLiveQuestions,
} from "../../data/questions/question-bank";
import type { NearDuplicate } from "../../domain/near-duplicates";
import { HttpError } from "../../http/errors";

/**
 * Questions on the wire: SPEC.md's field names (`Questio`, `Ans`, `tough`) for the bank's
 * columns, shared by the user-admin's pool and the main admin's live bank.
 */

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
const questionFieldsView = (row: LiveQuestionContent): QuestionFieldsView => ({
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

/** SPEC.md's `IN`: the question is already there (decision 015 spells its message right). */
export const questionExists = () =>
  new HttpError(409, "question_exists", "This question already exists.", undefined, {
    Status: "IN",
  });

export const toLiveQuestionView = (row: LiveQuestion): LiveQuestionView => ({
  _id: row.id,
  lang: row.languageId,
  ...questionFieldsView(row),
  source: row.sourcePoolQuestionId,
  served: row.timesServed,
  answered: row.timesAnswered,
  correct: row.timesCorrect,
  createdAt: row.createdAt,
  retiredAt: row.retiredAt,
  trial: row.forTrial,
});

const similarView = (similar: NearDuplicate, languageId: string): SimilarQuestion => ({
  _id: similar.id,
  Questio: similar.text,
  lang: languageId,
  similarity: Math.round(similar.similarity * 1000) / 1000,
});

const percentAlike = (similarity: number) => `${Math.round(similarity * 100)} % alike`;

/**
 * What an add, edit or selection whose text reads like live questions of the same
 * language is refused with (contract/admin-questions.ts): the 409 `near_duplicate` at or above
 * the threshold, naming the most alike; else, unless `confirmSimilar`, the 409
 * `similar_questions` for the band below it, listing them. Nothing when none. A route
 * with `allowSimilar` skips the check: it passes both.
 */
export function refuseSimilar(
  { nearDuplicate, similar }: SimilarLiveQuestions,
  languageId: string,
  confirmSimilar: boolean | undefined,
) {
  if (nearDuplicate) {
    throw new HttpError(
      409,
      "near_duplicate",
      `This reads like a live question of the same language (${percentAlike(nearDuplicate.similarity)}): "${nearDuplicate.text}"`,
      undefined,
      { similar: similarView(nearDuplicate, languageId) } satisfies Pick<
        NearDuplicateError,
        "similar"
      >,
    );
  }
  const [closest] = similar;
  if (!closest || confirmSimilar) return;
  const which =
    similar.length === 1
      ? `a live question of the same language (${percentAlike(closest.similarity)})`
      : `${similar.length} live questions of the same language (up to ${percentAlike(closest.similarity)})`;
  throw new HttpError(
    409,
    "similar_questions",
    `This may be ${which} reworded. Check that it asks something different, then confirm to save it.`,
    undefined,
    {
      similar: similar.map((question) => similarView(question, languageId)),
    } satisfies Pick<SimilarQuestionsError, "similar">,
  );
}
