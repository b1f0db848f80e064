// Proves the notice of a save refused for reading like live questions: a near-duplicate
// is shown beside the admin's text with how alike; the rewordings are
// listed as pairs, each with its "% alike", in a list a screen reader counts; "anyway"
// confirms and "Go back and edit" goes back, both by keyboard, and a busy notice confirms
// nothing twice.
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SimilarRefusal } from "../lib/api-errors";
import { i18n } from "../lib/i18n/messages";
import { NearDuplicateNotice } from "./near-duplicate-notice";

const yours = "Which animal is called the king of the jungle?";
const band: SimilarRefusal = {
  code: "similar_questions",
  similar: [
    {
      id: "q-1",
      text: "Which animal is known as the king of the jungle?",
      language: "en",
      similarity: 0.72,
    },
    {
      id: "q-2",
      text: "Which big cat is called the king of the jungle?",
      language: "en",
      similarity: 0.705,
    },
  ],
};

function renderNotice(refusal: SimilarRefusal, busy = false) {
  const onConfirm = vi.fn();
  const onBack = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <NearDuplicateNotice
        yours={yours}
        refusal={refusal}
        actionLabel="Save anyway"
        busy={busy}
        onConfirm={onConfirm}
        onBack={onBack}
      />
    </I18nProvider>,
  );
  return { onConfirm, onBack, user: userEvent.setup() };
}

describe("the similar questions notice", () => {
  it("lists each rewording beside the admin's text, with how alike", () => {
    renderNotice(band);
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(
      "This may be one of 2 live questions of the same language, reworded.",
    );
    const pairs = within(notice).getAllByRole("listitem");
    expect(pairs).toHaveLength(2);
    expect(pairs[0]).toHaveTextContent(`This question${yours}`);
    expect(pairs[0]).toHaveTextContent(
      "Already live, 72 % alikeWhich animal is known as the king of the jungle?",
    );
    expect(pairs[1]).toHaveTextContent("Already live, 71 % alike");
  });

  it("says a single rewording in the singular", () => {
    renderNotice({ code: "similar_questions", similar: band.similar.slice(0, 1) });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This may be a live question of the same language, reworded.",
    );
  });

  it("names a near-duplicate with how alike it is", () => {
    renderNotice({
      code: "near_duplicate",
      similar: [{ id: "q-3", text: `${yours}!`, language: "en", similarity: 1 }],
    });
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("This reads like a live question of the same language.");
    expect(within(notice).getByRole("listitem")).toHaveTextContent(
      `This question${yours}Already live, 100 % alike${yours}!`,
    );
  });

  it("confirms or goes back from the keyboard", async () => {
    const { onConfirm, onBack, user } = renderNotice(band);
    await user.tab();
    expect(screen.getByRole("button", { name: "Save anyway" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole("button", { name: "Go back and edit" })).toHaveFocus();
    await user.keyboard(" ");
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("confirms nothing while the save is in flight", async () => {
    const { onConfirm, user } = renderNotice(band, true);
    const confirm = screen.getByRole("button", { name: "Save anyway" });
    expect(confirm).toHaveAttribute("aria-disabled", "true");
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
