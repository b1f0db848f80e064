// Proves the receipt actions offered beside a closed question: they sit closed behind one
// "Proof" disclosure, named for screen readers by what it proves; Copy puts the receipt on
// the clipboard (and says so, or says when the browser refuses), Download saves it as a
// .json file named by its attempt with where its keys are published and the question, and
// Check it opens /verify filled in through the fragment, question included.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readVerifyLink } from "../lib/receipts";
import { receiptSigner } from "../test/receipt-fixtures";
import { renderScreen } from "../test/render-screen";
import { silenceConsoleErrors } from "../test/sessions";
import { ReceiptActions } from "./receipt-actions";

const question = {
  text: "What is 12 + 15?",
  options: ["25", "27", "28", "30"],
  correct: "b",
} as const;

let receipt: string;
beforeEach(async () => {
  receipt = await (await receiptSigner()).sign();
});
afterEach(() => vi.restoreAllMocks());

/** Rendered with its "Proof" opened, as a player who wants it does first. */
async function renderActions() {
  const view = renderScreen(
    <ReceiptActions receipt={receipt} question={question} label="Receipt for question 3" />,
    "/play",
  );
  await view.user.click(screen.getByText("Proof"));
  return view;
}

describe("the receipt actions", () => {
  it("sit closed behind one Proof until it is opened", async () => {
    const { user } = renderScreen(
      <ReceiptActions receipt={receipt} question={question} label="Receipt for question 3" />,
      "/play",
    );
    const proof = screen.getByText("Proof");
    expect(proof.tagName).toBe("SUMMARY");
    expect(proof).toHaveAccessibleName("Proof: Receipt for question 3");
    const details = proof.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "Check it", hidden: true })).not.toBeVisible();

    await user.click(proof);

    expect(details).toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "Check it" })).toBeVisible();
    await user.click(proof);
    expect(details).not.toHaveAttribute("open");
  });

  it("are one named group of Copy, Download .json and Check it", async () => {
    await renderActions();
    const group = within(screen.getByRole("group", { name: "Receipt for question 3" }));
    expect(group.getByText("Signed receipt")).toBeVisible();
    expect(group.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Copy",
      "Download .json",
    ]);
    expect(group.getByRole("link", { name: "Check it" })).toBeVisible();
  });

  it("copy the receipt itself to the clipboard", async () => {
    const { user } = await renderActions();
    await user.click(screen.getByRole("button", { name: "Copy" }));

    expect(await navigator.clipboard.readText()).toBe(receipt);
    expect(screen.getByRole("status")).toHaveTextContent("Receipt copied.");
  });

  it("say so when the browser will not copy", async () => {
    silenceConsoleErrors();
    const { user } = await renderActions();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy" }));

    expect(screen.getByRole("status")).toHaveTextContent(
      "This browser would not copy it. Download the file instead.",
    );
  });

  it("download a .json file with the receipt, its keys' address and the question", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:receipt";
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { user } = await renderActions();
    await user.click(screen.getByRole("button", { name: "Download .json" }));

    expect(clicks[0]?.download).toBe("quizzy-receipt-att-1.json");
    expect(JSON.parse(await saved!.text())).toEqual({
      receipt,
      keys: "http://localhost:3000/.well-known/quizzy-receipts.json",
      question,
    });
    expect(screen.getByRole("status")).toHaveTextContent("Saved as quizzy-receipt-att-1.json.");
  });

  it("open /verify filled in through the fragment, never the query", async () => {
    await renderActions();
    const href = screen.getByRole("link", { name: "Check it" }).getAttribute("href")!;
    const url = new URL(href, "http://localhost");

    expect(url.pathname).toBe("/verify");
    expect(url.search).toBe("");
    expect(readVerifyLink(url.hash)).toEqual({ receipt, question });
  });
});
