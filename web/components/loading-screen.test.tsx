// Proves the loading screen painted by web/index.html before any script runs is the one
// React renders first, so the hand-off shows no jump and the copy cannot drift.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import indexHtml from "../index.html?raw";
import { LoadingScreen } from "./loading-screen";

const withoutLayoutWhitespace = (markup: string) => markup.replace(/>\s+</g, "><").trim();

describe("LoadingScreen", () => {
  it("is what index.html shows in #root before the app's script has run", () => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    const staticShell = page.getElementById("root")?.innerHTML ?? "";
    const { container } = render(<LoadingScreen />);
    expect(withoutLayoutWhitespace(staticShell)).toBe(container.innerHTML);
  });

  it("tells screen readers it is loading and hides the bouncing letters from them", () => {
    const { getByRole } = render(<LoadingScreen />);
    const status = getByRole("status");
    expect(status).toHaveTextContent("Loading…");
    expect(status.querySelector(".loading-letters")).toHaveAttribute("aria-hidden", "true");
  });
});
