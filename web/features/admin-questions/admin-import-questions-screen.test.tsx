// Proves /admin/questions/import: a pasted or chosen file is checked first (a
// dry run) and its preview lists every row with its outcome and reasons, a near-duplicate
// naming the question it reads like; only Save sends the same file for real, and the
// result says how many were saved; editing the file drops the preview; a file the server
// cannot read, or one too large, is refused at the file's field; nothing to save says so.
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { ImportQuestionsResponse, ImportRowView } from "../../../contract/question-import";
import { errorResponse } from "../../test/error-responses";
import { callsTo, heldAnswer, jsonResponse, mockFetch } from "../../test/fetch-mock";
import { renderScreen } from "../../test/render-screen";
import { signInAdminQuietly } from "../../test/sessions";
import { AdminImportQuestionsScreen } from "./admin-import-questions-screen";

const PATH = "/admin/questions/import";
const renderImport = () => renderScreen(<AdminImportQuestionsScreen />, PATH);

const csv = [
  "question,a,b,c,d,answer,difficulty,seconds,language",
  "Which gas do we breathe in?,Oxygen,Neon,Argon,Xenon,a,Easy,20,en",
  "What colour do you get by mixing blue and yellow?,Green,Red,Pink,Grey,a,Easy,20,en",
].join("\n");

const cells = (question: string): ImportRowView["cells"] => ({
  question,
  a: "Oxygen",
  b: "Neon",
  c: "Argon",
  d: "Xenon",
  answer: "a",
  difficulty: "Easy",
  seconds: "20",
  language: "en",
  image: "",
});
const rows: ImportRowView[] = [
  { row: 1, cells: cells("Which gas do we breathe in?"), outcome: "ok", errors: [] },
  {
    row: 2,
    cells: cells("What colour do you get by mixing blue and yellow?"),
    outcome: "refused",
    errors: [
      {
        path: "question",
        message:
          'Reads like a live question of the same language (100 % alike): "What colour do you get by mixing blue and yellow?"',
      },
    ],
    similar: {
      in: "bank",
      _id: "seed-en-02",
      Questio: "What colour do you get by mixing blue and yellow?",
      lang: "en",
      similarity: 1,
    },
  },
];
const reply = (dryRun: boolean, saved = 0): ImportQuestionsResponse => ({
  dryRun,
  rows,
  totals: { rows: 2, ok: 1, refused: 1, saved },
});

beforeEach(signInAdminQuietly);

async function pasteAndCheck(user: ReturnType<typeof renderImport>["user"], text = csv) {
  await user.click(screen.getByLabelText("The file's text"));
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Check the file" }));
}

it("previews every row with its outcome, then saves the same file only when confirmed", async () => {
  const requests = mockFetch({
    [`POST ${PATH}`]: async (request) => {
      const body = (await request.json()) as { dryRun: boolean };
      return jsonResponse(body.dryRun ? reply(true) : reply(false, 1));
    },
  });
  const { user } = renderImport();
  await pasteAndCheck(user);

  const preview = await screen.findByRole("region", { name: /each row of the file/i });
  const [, first, second] = within(preview).getAllByRole("row");
  expect(within(first!).getByText("Ready")).toBeVisible();
  expect(within(second!).getByText("Refused")).toBeVisible();
  expect(within(second!).getByText(/question: Reads like a live question/)).toBeVisible();
  expect(screen.getByText("2 rows: 1 ready to save, 1 refused.")).toBeVisible();
  expect(await callsTo(requests, "POST", PATH)[0]?.json()).toEqual({
    format: "csv",
    text: csv,
    dryRun: true,
  });

  await user.click(screen.getByRole("button", { name: "Save 1 question" }));
  expect(await screen.findByText("Saved 1 question to the live bank.")).toBeVisible();
  expect(screen.getByRole("heading", { name: "Result" })).toBeVisible();
  expect(await callsTo(requests, "POST", PATH)[1]?.json()).toEqual({
    format: "csv",
    text: csv,
    dryRun: false,
  });
  expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
});

it("says what it is doing while the file is checked and saved", async () => {
  const held = heldAnswer();
  mockFetch({ [`POST ${PATH}`]: held.handler });
  const { user } = renderImport();
  await pasteAndCheck(user);
  expect(await screen.findByText("Checking the file…")).toBeVisible();
  held.answer(jsonResponse(reply(true)));
  await user.click(await screen.findByRole("button", { name: "Save 1 question" }));
  expect(await screen.findByText("Saving 1 question…")).toBeVisible();
});

it("drops the preview when the file is edited, so only what was checked is saved", async () => {
  mockFetch({ [`POST ${PATH}`]: () => jsonResponse(reply(true)) });
  const { user } = renderImport();
  await pasteAndCheck(user);
  await screen.findByRole("button", { name: "Save 1 question" });
  await user.type(screen.getByLabelText("The file's text"), "x");
  expect(screen.queryByRole("button", { name: "Save 1 question" })).toBeNull();
  expect(screen.queryByRole("heading", { name: "Preview" })).toBeNull();
});

it("shows why a file is refused whole at the file's field", async () => {
  mockFetch({
    [`POST ${PATH}`]: answersInOrder(
      errorResponse(400, "bad_request", "Line 2: a quoted field is never closed", {
        fields: [{ path: "text", message: "Line 2: a quoted field is never closed" }],
      }),
      errorResponse(
        413,
        "payload_too_large",
        "A file holds at most 500 questions; this one has 501",
      ),
    ),
  });
  const { user } = renderImport();
  const text = screen.getByLabelText("The file's text");
  await pasteAndCheck(user, 'question\n"open');
  expect(text).toHaveAccessibleDescription(/Line 2: a quoted field is never closed$/);
  expect(text).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  expect(await screen.findByText(/at most 500 questions; this one has 501/)).toBeVisible();
});

it("asks for a file before checking anything, and says when every row was refused", async () => {
  const requests = mockFetch({
    [`POST ${PATH}`]: () =>
      jsonResponse({
        ...reply(true),
        rows: [rows[1]!],
        totals: { rows: 1, ok: 0, refused: 1, saved: 0 },
      }),
  });
  const { user } = renderImport();
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  expect(screen.getByLabelText("The file's text")).toHaveAccessibleDescription(
    /Paste the file or choose one$/,
  );
  expect(callsTo(requests, "POST", PATH)).toHaveLength(0);
  await pasteAndCheck(user);
  expect(await screen.findByText(/Nothing to save: every row was refused/)).toBeVisible();
  expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
});

it("reads a chosen JSON file and sends it as JSON", async () => {
  const requests = mockFetch({ [`POST ${PATH}`]: () => jsonResponse(reply(true)) });
  const { user } = renderImport();
  const json = JSON.stringify([{ question: "Which gas do we breathe in?" }]);
  await user.upload(
    screen.getByLabelText("Or choose a file"),
    new File([json], "bank.json", { type: "application/json" }),
  );
  expect(await screen.findByText("Read bank.json.")).toBeVisible();
  expect(screen.getByLabelText("Format")).toHaveValue("json");
  await user.click(screen.getByRole("button", { name: "Check the file" }));
  await screen.findByRole("button", { name: "Save 1 question" });
  expect(await callsTo(requests, "POST", PATH)[0]?.json()).toEqual({
    format: "json",
    text: json,
    dryRun: true,
  });
});

function answersInOrder(...responses: Response[]) {
  let next = 0;
  return () => responses[next++] ?? responses.at(-1)!;
}
