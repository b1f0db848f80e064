// Proves /verify against a mocked server whose only route is the published key set: a
// receipt opened from a "Check it" link is valid with every field in words; one changed
// character makes it tampered; a receipt signed by a key we do not publish names an
// unknown key; text that is no receipt says so; a dropped or opened .json file is read,
// question and all; the question's hash is recomputed (matches, then differs once an
// option is edited); the keys failing to load is shown with a retry; and the key set is
// the only call the check makes, with the receipt in no request. A live show's answer
// receipt is checked the same way and says what it states (never whether it was right).
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatReceiptTime } from "../../lib/receipt-words";
import { receiptFileOf, verifyLink } from "../../lib/receipts";
import { errorResponse } from "../../test/error-responses";
import { mockFetch } from "../../test/fetch-mock";
import {
  receiptSigner,
  showAnswerPayload,
  withOneCharacterChanged,
  wrongAnswerPayload,
} from "../../test/receipt-fixtures";
import { renderApp } from "../../test/render-app";

const KEYS_PATH = "GET /.well-known/quizzy-receipts.json";
const question = {
  text: "What is 12 + 15?",
  options: ["25", "27", "28", "30"],
  correct: "b",
} as const;

let signer: Awaited<ReturnType<typeof receiptSigner>>;
let requests: Request[];
beforeEach(async () => {
  signer = await receiptSigner();
  requests = mockFetch({ [KEYS_PATH]: signer.keysResponse });
});

const verdict = () =>
  screen.findByText(/^(Valid|Tampered|Signed by an unknown key|Not a receipt)$/);
const receiptBox = () => screen.getByLabelText("Receipt");
const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextSibling;

describe("/verify", () => {
  it("finds a receipt opened from Check it valid and says every field in words", async () => {
    const receipt = await signer.sign();
    renderApp(verifyLink({ receipt }));

    expect(await screen.findByRole("heading", { level: 1, name: "Check a receipt" })).toBeVisible();
    expect(await verdict()).toHaveTextContent("Valid");
    expect(screen.getByText(/Signed by Quizzy Edge, and not changed since/)).toBeVisible();
    expect(receiptBox()).toHaveValue(receipt);
    expect(fact("Result")).toHaveTextContent("Your choice C, correct B: Wrong, no coins");
    expect(fact("Timing")).toHaveTextContent("Answered 2.4 s before the deadline");
    expect(fact("Question")).toHaveTextContent("Question 3 of its game");
    expect(fact("Served at")).toHaveTextContent(formatReceiptTime(wrongAnswerPayload.servedAt));
    expect(fact("Deadline")).toHaveTextContent(formatReceiptTime(wrongAnswerPayload.deadlineAt));
    // The plain verdict and facts lead; ids, hashes and the key wait under Details.
    const details = screen.getByText("Details: ids, hashes and the signing key");
    expect(details.closest("details")).not.toHaveAttribute("open");
    expect(fact("Question hash")).not.toBeVisible();
    expect(fact("Player tag")).toHaveTextContent(wrongAnswerPayload.player);
    expect(fact("Question hash")).toHaveTextContent(wrongAnswerPayload.questionHash);
    expect(fact("Signing key")).toHaveTextContent("test-key");
    // Besides the page shell's game switch, the key set is the only call, and nothing sent
    // carries the receipt.
    const calls = requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(calls.filter((call) => call !== "GET /api/game/status")).toEqual([KEYS_PATH]);
    const sent = await Promise.all(requests.map(async (r) => `${r.url} ${await r.text()}`));
    expect(sent.filter((text) => text.includes(receipt.split(".")[2]!))).toEqual([]);
  });

  it("says a right answer's coins and a timeout's missing answer plainly", async () => {
    const right = await signer.sign({ choice: "b", outcome: "correct", coins: 10 });
    const { user } = renderApp(verifyLink({ receipt: right }));
    expect(await verdict()).toHaveTextContent("Valid");
    expect(fact("Result")).toHaveTextContent("Your choice B, correct B: Correct, +10 coins");

    const timeout = await signer.sign({ choice: null, answeredAt: null, outcome: "timeout" });
    await user.clear(receiptBox());
    fireEvent.change(receiptBox(), { target: { value: timeout } });
    await waitFor(() =>
      expect(fact("Result")).toHaveTextContent("No answer, correct B: Time ran out, no coins"),
    );
    expect(fact("Timing")).toHaveTextContent("No answer reached the server by the deadline");
    expect(fact("Answered at")).toHaveTextContent("Not answered");
  });

  it("finds a live show's answer receipt valid and says what it states", async () => {
    const receipt = await signer.signShowAnswer();
    renderApp(verifyLink({ receipt }));

    expect(await verdict()).toHaveTextContent("Valid");
    expect(fact("Result")).toHaveTextContent("Your choice B, taken by the server in a live show");
    expect(fact("Timing")).toHaveTextContent("Answered 3.2 s before the question closed");
    expect(fact("Question")).toHaveTextContent("Question 2 of the show");
    expect(fact("Answered at")).toHaveTextContent(formatReceiptTime(showAnswerPayload.answeredAt));
    expect(fact("Question closed")).toHaveTextContent(
      formatReceiptTime(showAnswerPayload.closesAt),
    );
    expect(fact("Show")).toHaveTextContent("show-1");
    expect(fact("Signing key")).toHaveTextContent("test-key");
    expect(screen.queryByText("Question hash", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("finds a live show's answer receipt tampered once one character is changed", async () => {
    const receipt = await signer.signShowAnswer();
    renderApp(verifyLink({ receipt: withOneCharacterChanged(receipt) }));

    expect(await verdict()).toHaveTextContent("Tampered");
  });

  it("finds the receipt tampered once one character is changed", async () => {
    const receipt = await signer.sign();
    renderApp(verifyLink({ receipt }));
    expect(await verdict()).toHaveTextContent("Valid");

    fireEvent.change(receiptBox(), { target: { value: withOneCharacterChanged(receipt) } });

    expect(await screen.findByText("Tampered")).toBeVisible();
    expect(screen.getByText(/changed after it was signed/)).toBeVisible();
    // Announced where it changes, for screen readers.
    expect(screen.getByText("Tampered").closest("[role=status]")).not.toBeNull();
  });

  it("names an unknown key for a receipt our keys did not sign", async () => {
    const stranger = await receiptSigner("someone-else");
    renderApp(verifyLink({ receipt: await stranger.sign() }));

    expect(await verdict()).toHaveTextContent("Signed by an unknown key");
    expect(screen.getByText(/publishes no such key/)).toBeVisible();
    expect(fact("Signing key")).toHaveTextContent("someone-else");
  });

  it("says plainly when the text is no receipt, and waits for one when empty", async () => {
    const { user } = renderApp("/verify");
    expect(await screen.findByText("No receipt yet: paste one above to check it.")).toBeVisible();

    await user.type(receiptBox(), "hello there");

    expect(await verdict()).toHaveTextContent("Not a receipt");
    expect(screen.queryByText("Result")).not.toBeInTheDocument();
  });

  it("reads a dropped receipt file, question included, and checks the question's hash", async () => {
    const receipt = await signer.sign();
    renderApp("/verify");
    const file = new File([JSON.stringify(receiptFileOf({ receipt, question }))], "r.json", {
      type: "application/json",
    });

    fireEvent.drop(await screen.findByLabelText("Receipt"), { dataTransfer: { files: [file] } });

    expect(await verdict()).toHaveTextContent("Valid");
    expect(await screen.findByText("Read r.json.")).toBeVisible();
    expect(screen.getByLabelText("Question")).toHaveValue("What is 12 + 15?");
    expect(
      await screen.findByText("Matches: this is the question the receipt was signed for."),
    ).toBeVisible();
  });

  it("says the question differs once an option no longer matches the hash", async () => {
    const receipt = await signer.sign();
    const { user } = renderApp(verifyLink({ receipt, question }));
    expect(await screen.findByText(/^Matches:/)).toBeVisible();

    await user.type(screen.getByLabelText("Option D"), "0");

    expect(await screen.findByText(/^Does not match:/)).toBeVisible();
  });

  it("opens a receipt file chosen with the file picker", async () => {
    const receipt = await signer.sign();
    const { user } = renderApp("/verify");
    const file = new File([receipt], "receipt.txt", { type: "text/plain" });

    await user.upload(await screen.findByLabelText("Or open a receipt file"), file);

    expect(await verdict()).toHaveTextContent("Valid");
    expect(receiptBox()).toHaveValue(receipt);
  });

  it("shows why it cannot check when the published keys do not load, with a retry", async () => {
    mockFetch({
      [KEYS_PATH]: () => errorResponse(503, "server_error", "Down for a moment"),
    });
    const { user } = renderApp(verifyLink({ receipt: await signer.sign() }));

    expect(
      await screen.findByText("Could not load Quizzy Edge's published keys. Down for a moment"),
    ).toBeVisible();
    mockFetch({ [KEYS_PATH]: signer.keysResponse });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await verdict()).toHaveTextContent("Valid");
  });
});
