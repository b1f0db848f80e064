// Proves a question image reports once whether it loaded: by its load or error event, or,
// for an image that was painted and settled before React hydrated it (/try's entry paints
// the question), by asking the image itself, since React replays neither event.
import { fireEvent, render as renderBare, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WithMessages } from "../test/render-screen";
import { QuestionImage } from "./question-image";

/** The component with the messages it reads (a rerender keeps them). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithMessages });

const jsdomDecode = HTMLImageElement.prototype.decode;
afterEach(() => {
  vi.restoreAllMocks();
  HTMLImageElement.prototype.decode = jsdomDecode;
});

describe("QuestionImage", () => {
  it("reports a load once, and a failure with its message", () => {
    const onSettled = vi.fn();
    const { rerender } = render(<QuestionImage src="/a.svg" onSettled={onSettled} />);
    const image = screen.getByRole("img", { name: "The question's illustration" });

    fireEvent.load(image);
    fireEvent.load(image);
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(false);

    rerender(<QuestionImage src="/b.svg" onSettled={onSettled} />);
    fireEvent.error(screen.getByRole("img"));
    expect(onSettled).toHaveBeenLastCalledWith(true);
    expect(screen.getByText("The image could not be loaded.")).toBeVisible();
  });

  it("reports an image that had loaded before it was rendered over", async () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    HTMLImageElement.prototype.decode = vi.fn(() => Promise.resolve());
    const onSettled = vi.fn();

    const { rerender } = render(<QuestionImage src="/a.svg" onSettled={onSettled} />);

    await waitFor(() => expect(onSettled).toHaveBeenCalledExactlyOnceWith(false));
    rerender(<QuestionImage src="/a.svg" onSettled={onSettled} />);
    // Settled: a later render asks the image nothing more.
    expect(HTMLImageElement.prototype.decode).toHaveBeenCalledTimes(1);
  });

  it("reports an image that had failed before it was rendered over", async () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    HTMLImageElement.prototype.decode = vi.fn(() => Promise.reject(new Error("EncodingError")));
    const onSettled = vi.fn();

    render(<QuestionImage src="/a.svg" onSettled={onSettled} />);

    await waitFor(() => expect(onSettled).toHaveBeenCalledExactlyOnceWith(true));
    expect(screen.getByText("The image could not be loaded.")).toBeVisible();
  });
});
