// Proves the receipt check screen shows no words that are not messages (issue 34): it is
// rendered in a pseudo-language whose every message is wrapped in ⟦ ⟧, empty, with a file
// read and a receipt whose question matches, and no letter may be left outside a wrapper.
// The receipt's own verdict and facts are ReceiptCheck's (area start, proven where that
// component is translated), so they are taken out before the check.
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, it } from "vitest";
import { receiptFileOf, verifyLink } from "../../lib/receipts";
import { mockFetch } from "../../test/fetch-mock";
import { expectOnlyMessages, renderInWrappedMessages } from "../../test/only-messages";
import { receiptSigner } from "../../test/receipt-fixtures";
import { renderScreen } from "../../test/render-screen";
import { VerifyScreen } from "./verify-screen";

renderInWrappedMessages();

const question = {
  text: "What is 12 + 15?",
  options: ["25", "27", "28", "30"],
  correct: "b",
} as const;

let signer: Awaited<ReturnType<typeof receiptSigner>>;
beforeEach(async () => {
  signer = await receiptSigner();
  mockFetch({ "GET /.well-known/quizzy-receipts.json": signer.keysResponse });
});

/** The right option's choices: the letters A to D, the same in every language, run together. */
const OPTION_LETTERS = ["ABCD"];

/**
 * The screen without ReceiptCheck's part, whose words are that component's, and without
 * what the boxes hold (the receipt and the question, pasted or read: data, which a
 * textarea keeps as its text).
 */
function withoutReceiptAndBoxes(container: HTMLElement): HTMLElement {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelector(".receipt-check")?.remove();
  for (const box of copy.querySelectorAll("textarea")) box.textContent = "";
  return copy;
}

describe("only messages are shown", () => {
  it("with no receipt yet", () => {
    const { container } = renderScreen(<VerifyScreen />, "/verify");
    expectOnlyMessages(container);
  });

  it("with a receipt file read, whose question matches", async () => {
    const receipt = await signer.sign();
    const { container } = renderScreen(<VerifyScreen />, "/verify");
    const file = new File([JSON.stringify(receiptFileOf({ receipt, question }))], "r.json", {
      type: "application/json",
    });
    fireEvent.change(screen.getByLabelText("⟦Or open a receipt file⟧"), {
      target: { files: [file] },
    });
    await screen.findByText("⟦Read r.json.⟧");
    await screen.findByText("⟦Matches: this is the question the receipt was signed for.⟧");
    expectOnlyMessages(withoutReceiptAndBoxes(container), OPTION_LETTERS);
  });

  it("with a receipt opened from a link, its question still to type", async () => {
    const receipt = await signer.sign();
    const { container } = renderScreen(<VerifyScreen />, "/verify", verifyLink({ receipt }));
    await screen.findByText("⟦Type the question and its four options to compare.⟧");
    expectOnlyMessages(withoutReceiptAndBoxes(container), OPTION_LETTERS);
  });
});
