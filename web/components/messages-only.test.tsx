// Proves the generic components write no words of their own outside a message ("Cancel",
// "OK", "Loading…", the pager's, a failed read's): each is rendered in the pseudo-language
// (web/test/only-messages.ts). What a caller hands them is a message of the caller's, so
// here it is wrapped as one.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiRequestError, unreachable } from "../lib/api-client";
import { expectOnlyMessages, renderInWrappedMessages } from "../test/only-messages";
import { renderScreen } from "../test/render-screen";
import { ConfirmDialog } from "./confirm-dialog";
import { FormActions } from "./form-actions";
import { LoadingScreen } from "./loading-screen";
import { Pager } from "./pager";
import { MessageDialog } from "./popup-message";
import { ReadView } from "./read-view";
import { ReasonDialog } from "./reason-dialog";

renderInWrappedMessages();

const ignore = () => {};
const callerMessage = (text: string) => `⟦${text}⟧`;
/** The loading screen's bouncing QUIZZY: the brand's letters, hidden from screen readers. */
const withoutBrandLetters = (container: HTMLElement) => {
  for (const letters of container.querySelectorAll(".loading-letters")) letters.remove();
  return container;
};

describe("only messages are shown", () => {
  it("by the pager, between its pages", () => {
    const { container } = renderScreen(
      <Pager of={{ page: 2, total: 70, pageSize: 10 }} onPage={ignore} />,
      "/",
    );
    expect(screen.getByRole("navigation", { name: "⟦Pages⟧" })).toHaveTextContent("⟦Page 2 of 7⟧");
    expectOnlyMessages(container);
  });

  it("by a read that failed, with the server's refusal", () => {
    const read = {
      data: undefined,
      error: new ApiRequestError(500, { error: "internal", message: "Database unavailable" }),
      refetch: ignore,
    };
    const { container } = renderScreen(
      <ReadView read={read as never} what={callerMessage("your Bank")}>
        {() => null}
      </ReadView>,
      "/",
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "⟦Could not load ⟦your Bank⟧. ⟦Something went wrong. Please try again.⟧⟧",
    );
    expectOnlyMessages(container);
  });

  it("by a read that never reached the server, and one still loading", () => {
    const failed = {
      data: undefined,
      error: unreachable(new TypeError("offline")),
      refetch: ignore,
    };
    const loading = { data: undefined, error: null, refetch: ignore };
    const { container } = renderScreen(
      <>
        <ReadView read={failed as never} what={callerMessage("your coupons")}>
          {() => null}
        </ReadView>
        <ReadView read={loading as never} what={callerMessage("your coupons")}>
          {() => null}
        </ReadView>
      </>,
      "/",
    );
    expectOnlyMessages(withoutBrandLetters(container));
  });

  it("by the loading screen (its letters are the brand's, hidden from screen readers)", () => {
    const { container } = renderScreen(<LoadingScreen />, "/");
    expectOnlyMessages(withoutBrandLetters(container));
  });

  it("by the dialogs' own buttons", () => {
    const { container } = renderScreen(
      <>
        <ConfirmDialog
          title={callerMessage("Delete it?")}
          confirmLabel={callerMessage("Delete")}
          onConfirm={ignore}
          onCancel={ignore}
        />
        <MessageDialog text={callerMessage("Saved.")} onDismiss={ignore} />
        <ReasonDialog
          title={callerMessage("Reject the payout")}
          submitLabel={callerMessage("Reject")}
          check={() => undefined}
          onSubmit={async () => null}
          onCancel={ignore}
        />
        <form>
          <FormActions submitLabel={callerMessage("Save")} busy={false} onCancel={ignore} />
        </form>
      </>,
      "/",
    );
    expectOnlyMessages(container);
  });
});
