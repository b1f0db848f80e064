// Proves the bulk import on the route: only a main admin may import (a player, a
// contributor and a visitor are refused); a bad format, an unreadable file and a file past
// its row or byte bound are refused whole in the one error shape; each row is checked as a
// single add is and against the live bank of its language and the rows above it, disguised
// copies (zero-width spaces, Cyrillic letters) included; a dry run saves nothing; a
// confirmed run saves only the rows that pass, in one batch with one audit row; the same
// file again, or twice at once, saves nothing twice. The reading of CSV and JSON is proven
// in contract/question-import.test.ts, the judging of rows in domain/question-import.test.ts.
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ImportQuestionsResponse } from "../../contract/question-import";
import { auditLog } from "../db/schema/audit";
import { questions } from "../db/schema/questions";
import { adminForSuite } from "../test/admin-fixtures";
import { call, db, signInContributor, signInPlayer } from "../test/harness";

const admin = adminForSuite("en", "hi");

let fileCounter = 0;
/** Question texts unlike every other this file imports. */
const places = ["Shillong", "Madurai", "Bhuj", "Leh", "Puri", "Hampi", "Kohima", "Ajmer", "Tezpur"];
function freshQuestion(overrides: Partial<Record<string, string>> = {}) {
  fileCounter += 1;
  const place = places[fileCounter % places.length];
  return {
    question: `Which festival fills ${place} with ${fileCounter * 7} lanterns every winter?`,
    a: "Diwali",
    b: "Holi",
    c: "Onam",
    d: "Pongal",
    answer: "a",
    difficulty: "Medium",
    seconds: "25",
    language: "en",
    image: "",
    ...overrides,
  };
}
type Row = ReturnType<typeof freshQuestion>;

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
function csvOf(rows: Row[]): string {
  const header = "question,a,b,c,d,answer,difficulty,seconds,language,image";
  const lines = rows.map((row) =>
    [
      row.question,
      row.a,
      row.b,
      row.c,
      row.d,
      row.answer,
      row.difficulty,
      row.seconds,
      row.language,
      row.image,
    ]
      .map(quote)
      .join(","),
  );
  return `${[header, ...lines].join("\r\n")}\r\n`;
}

const importFile = (body: Record<string, unknown>, token: string | null = admin.token) =>
  call("/admin/questions/import", { token: token ?? undefined, body });
async function importCsv(rows: Row[], dryRun: boolean) {
  const reply = await importFile({ format: "csv", text: csvOf(rows), dryRun });
  expect(reply.status).toBe(200);
  return reply.json as unknown as ImportQuestionsResponse;
}

const liveCountOf = async (texts: string[]) => {
  const [row] = await db()
    .select({ n: count() })
    .from(questions)
    .where(inArray(questions.text, texts));
  return row?.n ?? 0;
};
const importAudits = async () =>
  db().select().from(auditLog).where(eq(auditLog.action, "question-import"));

describe("who may import", () => {
  it("refuses a player, a contributor and a visitor with 401, saving nothing", async () => {
    const rows = [freshQuestion()];
    const [player, contributor] = await Promise.all([signInPlayer(), signInContributor()]);
    for (const token of [player.token, contributor.token, null]) {
      const refused = await importFile({ format: "csv", text: csvOf(rows), dryRun: false }, token);
      expect(refused.status).toBe(401);
      expect(refused.json.error).toBe("unauthorized");
    }
    expect(await liveCountOf([rows[0]!.question])).toBe(0);
  });
});

describe("files refused whole", () => {
  it("refuses an unknown format and a body without a dry-run choice, naming the fields", async () => {
    const refused = await importFile({ format: "xml", text: "<q/>", dryRun: true });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: "invalid_input", fields: [{ path: "format" }] });
    const noChoice = await importFile({ format: "csv", text: csvOf([freshQuestion()]) });
    expect(noChoice.json.fields).toEqual([expect.objectContaining({ path: "dryRun" })]);
  });

  it("refuses a file it cannot read, saying why", async () => {
    const cases = [
      { format: "csv", text: 'question,a\n"open quote,b', says: "never closed" },
      {
        format: "csv",
        text: "question,a,b,c,d,answer\nQ,1,2,3,4,a",
        says: "no column for: difficulty, seconds, language",
      },
      {
        format: "csv",
        text: "question,a,b,c,d,answer,difficulty,seconds,language\n",
        says: "holds no questions",
      },
      { format: "json", text: "[{", says: "not valid JSON" },
      { format: "json", text: '{"question":"Q"}', says: "a list of questions" },
    ];
    for (const { format, text, says } of cases) {
      const refused = await importFile({ format, text, dryRun: true });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: "bad_request", fields: [{ path: "text" }] });
      expect(refused.json.message).toContain(says);
    }
  });

  it("refuses more than 500 rows and a body past 256 KB with 413, and takes one past 64 KB", async () => {
    const many = Array.from({ length: 501 }, () => freshQuestion());
    const tooMany = await importFile({ format: "csv", text: csvOf(many), dryRun: true });
    expect(tooMany.status).toBe(413);
    expect(tooMany.json).toEqual({
      error: "payload_too_large",
      message: "A file holds at most 500 questions; this one has 501",
    });
    const huge = await importFile({ format: "csv", text: "x".repeat(300 * 1024), dryRun: true });
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe("payload_too_large");
    // Blank lines are no rows: about 160 KB of body, past every other route's 64 KB.
    const blankLines = "\r\n".repeat(40 * 1024);
    const large = await importFile({
      format: "csv",
      text: csvOf([freshQuestion()]) + blankLines,
      dryRun: true,
    });
    expect(large.status).toBe(200);
  });
});

describe("each row checked", () => {
  it("checks a row as a single add is, naming the file's columns", async () => {
    const good = freshQuestion();
    const reply = await importCsv(
      [
        good,
        freshQuestion({ answer: "e", seconds: "ten" }),
        freshQuestion({ question: "", difficulty: "Hard" }),
        freshQuestion({ language: "xx" }),
      ],
      true,
    );
    expect(reply.rows.map((row) => [row.row, row.outcome])).toEqual([
      [1, "ok"],
      [2, "refused"],
      [3, "refused"],
      [4, "refused"],
    ]);
    expect(reply.rows[0]!.cells).toEqual(good);
    expect(reply.rows[1]!.errors.map((error) => error.path)).toEqual(["answer", "seconds"]);
    expect(reply.rows[1]!.errors[1]!.message).toBe("Seconds must be a number");
    expect(reply.rows[2]!.errors.map((error) => error.path)).toEqual(["question", "difficulty"]);
    expect(reply.rows[3]!.errors).toEqual([{ path: "language", message: "No such language" }]);
    expect(reply.totals).toEqual({ rows: 4, ok: 1, refused: 3, saved: 0 });
  });

  it("refuses a near-duplicate of a row above it, keeping the first", async () => {
    const first = freshQuestion();
    const twin = { ...freshQuestion(), question: `  ${first.question.toUpperCase()}!` };
    const reply = await importCsv([first, twin], true);
    expect(reply.rows[0]!.outcome).toBe("ok");
    expect(reply.rows[1]).toMatchObject({
      outcome: "refused",
      errors: [
        { path: "question", message: expect.stringContaining("Reads like row 1 of this file") },
      ],
      similar: { in: "file", row: 1, Questio: first.question, similarity: 1 },
    });
  });

  it("refuses a near-duplicate of a live question of its language only", async () => {
    const [live] = await importCsv([freshQuestion()], false).then((reply) => reply.rows);
    const text = live!.cells.question;
    const [saved] = await db().select().from(questions).where(eq(questions.text, text));
    const reply = await importCsv(
      [
        freshQuestion({ question: text.replace("?", " ?") }),
        freshQuestion({ question: text, language: "hi" }),
      ],
      true,
    );
    expect(reply.rows[0]).toMatchObject({
      outcome: "refused",
      similar: { in: "bank", _id: saved!.id, Questio: text, lang: "en", similarity: 1 },
    });
    expect(reply.rows[0]!.errors[0]!.message).toContain("Reads like a live question");
    expect(reply.rows[1]!.outcome).toBe("ok");
  });

  it("refuses copies of a live question disguised with zero-width spaces or Cyrillic letters", async () => {
    const [live] = (await importCsv([freshQuestion()], false)).rows;
    const text = live!.cells.question;
    const zeroWidth = text.replace("festival", "fest\u200Bival").replace("every", "ev\u00ADery");
    const cyrillic = text.replace(/a/g, "а").replace(/e/g, "е").replace(/o/g, "о");
    const reply = await importCsv(
      [freshQuestion({ question: zeroWidth }), freshQuestion({ question: cyrillic })],
      true,
    );
    for (const row of reply.rows) {
      expect(row).toMatchObject({
        outcome: "refused",
        similar: { in: "bank", Questio: text, similarity: 1 },
      });
    }
  });
});

describe("saving", () => {
  it("saves nothing in a dry run", async () => {
    const rows = [freshQuestion(), freshQuestion()];
    const audits = (await importAudits()).length;
    const reply = await importCsv(rows, true);
    expect(reply).toMatchObject({ dryRun: true, totals: { rows: 2, ok: 2, refused: 0, saved: 0 } });
    expect(await liveCountOf(rows.map((row) => row.question))).toBe(0);
    expect(await importAudits()).toHaveLength(audits);
  });

  it("saves only the rows that pass, in one batch with one audit row", async () => {
    const good = [
      freshQuestion(),
      freshQuestion({ language: "hi", image: "/images/questions/clock.svg" }),
    ];
    const bad = freshQuestion({ answer: "z" });
    const twin = freshQuestion({ question: good[0]!.question.toLowerCase() });
    const audits = (await importAudits()).length;
    const reply = await importCsv([good[0]!, bad, twin, good[1]!], false);
    expect(reply).toMatchObject({
      dryRun: false,
      totals: { rows: 4, ok: 2, refused: 2, saved: 2 },
    });
    const saved = await db()
      .select()
      .from(questions)
      .where(
        inArray(
          questions.text,
          [...good, bad, twin].map((row) => row.question),
        ),
      );
    expect(
      saved.map((row) => [row.text, row.languageId, row.answer, row.seconds, row.imageUrl]).sort(),
    ).toEqual(
      [
        [good[0]!.question, "en", "a", 25, null],
        [good[1]!.question, "hi", "a", 25, "/images/questions/clock.svg"],
      ].sort(),
    );
    const logged = await importAudits();
    expect(logged).toHaveLength(audits + 1);
    expect(logged.at(-1)).toMatchObject({
      actorRole: "admin",
      summary: "Imported 2 questions into en, hi",
    });
  });

  it("saves nothing twice when the same file is confirmed again", async () => {
    const rows = [freshQuestion(), freshQuestion()];
    expect((await importCsv(rows, false)).totals.saved).toBe(2);
    const again = await importCsv(rows, false);
    expect(again.totals).toEqual({ rows: 2, ok: 0, refused: 2, saved: 0 });
    expect(await liveCountOf(rows.map((row) => row.question))).toBe(2);
  });

  it("saves a file confirmed twice at once only once, with one audit row", async () => {
    const rows = Array.from({ length: 5 }, () => freshQuestion());
    const audits = (await importAudits()).length;
    const replies = await Promise.all([importCsv(rows, false), importCsv(rows, false)]);
    expect(replies.map((reply) => reply.totals.saved).sort()).toEqual([0, 5]);
    expect(await liveCountOf(rows.map((row) => row.question))).toBe(5);
    expect(await importAudits()).toHaveLength(audits + 1);
  });

  it("keeps commas, quotes and line breaks inside quoted CSV fields, and reads a JSON list", async () => {
    const quoted = freshQuestion({ a: 'Diwali, "the festival of lights"', b: "Holi (spring)" });
    expect((await importCsv([quoted], false)).totals.saved).toBe(1);
    const [stored] = await db().select().from(questions).where(eq(questions.text, quoted.question));
    expect([stored?.optionA, stored?.optionB]).toEqual([quoted.a, quoted.b]);

    // A quoted line break stays inside its cell (one row, not two); an option is one line.
    const broken = await importCsv([freshQuestion({ b: "Holi\nin spring" })], true);
    expect(broken.totals).toEqual({ rows: 1, ok: 0, refused: 1, saved: 0 });
    expect(broken.rows[0]).toMatchObject({
      cells: { b: "Holi\nin spring" },
      errors: [{ path: "b", message: expect.stringContaining("one line") }],
    });

    const listed = freshQuestion();
    const json = await importFile({
      format: "json",
      dryRun: false,
      text: JSON.stringify([
        {
          Questio: listed.question,
          a: "1",
          b: "2",
          c: "3",
          d: "4",
          Ans: "c",
          tough: "Easy",
          seconds: 20,
          lang: "en",
        },
      ]),
    });
    expect(json.json.totals).toEqual({ rows: 1, ok: 1, refused: 0, saved: 1 });
    const [fromJson] = await db()
      .select()
      .from(questions)
      .where(and(eq(questions.text, listed.question), eq(questions.languageId, "en")));
    expect(fromJson).toMatchObject({ answer: "c", difficulty: "Easy", seconds: 20 });
  });
});
