// Proves the trial and paid runs draw from two sets that never meet (DESIGN.md section
// 4): the trial draws only live questions marked for it, a paid run never serves one
// however easy, and a main admin sees, filters and sets the mark on the live bank (with the
// change in the audit log), while a player cannot. Regression: 25 fresh devices met 15 of
// the easy questions paid runs serve, so what anyone learnt in trials paid in runs.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView } from "../../contract/audit";
import { questions } from "../db/schema/questions";
import { adminForSuite, questionForm } from "../test/admin-fixtures";
import { addQuestions, call, db, fetchQuestion, signInPlayer, startRun } from "../test/harness";

const admin = adminForSuite("en");
let paidIds: string[];
let trialIds: string[];

beforeAll(async () => {
  paidIds = await addQuestions(6);
  trialIds = await addQuestions(2, { trial: true });
  // The easiest of the bank: a run's pick takes the easiest unseen first.
  await db()
    .update(questions)
    .set({ difficulty: "Too Easy" })
    .where(inArray(questions.id, trialIds));
});

let deviceCounter = 0;
const newDevice = () => `draw-device-${Date.now()}-${++deviceCounter}`;
const listQuestions = (query: string) => call(`/admin/questions?${query}`, { token: admin.token });
const editQuestion = (id: string, body: object, token = admin.token) =>
  call(`/admin/questions/${id}`, { method: "PATCH", token, body });
const listedIds = async (query: string) =>
  ((await listQuestions(query)).json.data as { _id: string }[]).map((question) => question._id);

describe("the trial's draw", () => {
  it("serves every new device a question marked for the trial, never one of the paid bank", async () => {
    const drawn = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { json } = await call(`/api/get/singel/qst/${newDevice()}`);
      drawn.add((json.data as { qno: string }).qno);
    }
    expect([...drawn].every((id) => trialIds.includes(id))).toBe(true);
  });

  it("never gives a paid run a trial question, though they are the easiest", async () => {
    for (let i = 0; i < 3; i++) {
      const player = await signInPlayer();
      expect((await startRun(player)).json.Status).toBe("OK");
      const served = (await fetchQuestion(player)).json.data as { Question: string };
      const [row] = await db().select().from(questions).where(eq(questions.text, served.Question));
      expect(paidIds).toContain(row?.id);
    }
  });
});

describe("the trial mark on the live bank", () => {
  it("shows each question's mark and filters the bank by it", async () => {
    const marked = await listedIds("trial=yes");
    expect(marked.sort()).toEqual([...trialIds].sort());
    const unmarked = await listedIds("trial=no");
    expect(unmarked).toEqual(expect.arrayContaining(paidIds));
    expect(unmarked.some((id) => trialIds.includes(id))).toBe(false);
    const all = (await listQuestions("")).json.data as { _id: string; trial: boolean }[];
    expect(all.find((question) => question._id === trialIds[0])?.trial).toBe(true);
    expect(all.find((question) => question._id === paidIds[0])?.trial).toBe(false);
  });

  it("lets a main admin mark and unmark a question, each change in the audit log", async () => {
    const id = paidIds[5]!;
    expect((await editQuestion(id, { trial: true })).json).toEqual({ Status: "OK" });
    expect(await listedIds("trial=yes")).toContain(id);
    const [logged] = (await call("/admin/audit?action=question-edit", { token: admin.token })).json
      .data as AuditEntryView[];
    expect(logged).toMatchObject({ before: { forTrial: false }, after: { forTrial: true } });
    expect((await editQuestion(id, { trial: false })).status).toBe(200);
    expect(await listedIds("trial=yes")).not.toContain(id);
  });

  it("adds a question marked for the trial when the admin says so, else for paid runs", async () => {
    const marked = await call("/admin/questions", {
      token: admin.token,
      body: { ...questionForm(), lang: "en", trial: true },
    });
    const plain = await call("/admin/questions", {
      token: admin.token,
      body: { ...questionForm(), lang: "en" },
    });
    const [markedId, plainId] = [marked.json.id as string, plain.json.id as string];
    expect(await listedIds("trial=yes")).toContain(markedId);
    expect(await listedIds("trial=yes")).not.toContain(plainId);
    expect(await listedIds("trial=no")).toContain(plainId);
    await call(`/admin/questions/${markedId}/retire`, { method: "POST", token: admin.token });
  });

  it("is the main admin's alone: a player's token gets 401 and changes nothing", async () => {
    const player = await signInPlayer();
    expect((await editQuestion(paidIds[0]!, { trial: true }, player.token)).status).toBe(401);
    expect(await listedIds("trial=yes")).not.toContain(paidIds[0]);
  });

  it("refuses a mark that is not true or false with a 400 naming the field", async () => {
    const { status, json } = await editQuestion(paidIds[0]!, { trial: "yes" });
    expect(status).toBe(400);
    expect((json.fields as { path: string }[]).map((field) => field.path)).toEqual(["trial"]);
  });
});
