// Proves the loading screen painted by web/index.html before any script runs is the one
// React renders first, so the hand-off shows no jump and the copy cannot drift.
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import indexHtml from "../index.html?raw";
import { i18n } from "../lib/i18n/messages";
import { LoadingScreen } from "./loading-screen";

/** The app's messages, in English as index.html is written. */
const InMessages = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const withoutLayoutWhitespace = (markup: string) => markup.replace(/>\s+</g, "><").trim();

describe("LoadingScreen", () => {
  it("is what index.html shows in #root before the app's script has run", () => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    const staticShell = page.getElementById("root")?.innerHTML ?? "";
    const { container } = render(<LoadingScreen />, { wrapper: InMessages });
    expect(withoutLayoutWhitespace(staticShell)).toBe(container.innerHTML);
  });

  it("tells screen readers it is loading and hides the bouncing letters from them", () => {
    const { getByRole } = render(<LoadingScreen />, { wrapper: InMessages });
    const status = getByRole("status");
    expect(status).toHaveTextContent("Loading…");
    expect(status.querySelector(".loading-letters")).toHaveAttribute("aria-hidden", "true");
  });
});
