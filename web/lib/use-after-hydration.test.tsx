// Proves the hook a painted screen uses to keep its first render the build's: false in the
// server render and through hydration (so React adopts the HTML without a mismatch), true
// right after; true from the first render of a screen rendered afresh.
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterHydration } from "./use-after-hydration";

const renders: boolean[] = [];

function Probe() {
  const hydrated = useAfterHydration();
  renders.push(hydrated);
  return hydrated ? <p>What only the browser knows</p> : <span>As painted</span>;
}

let container: HTMLElement;

afterEach(() => {
  container.remove();
  renders.length = 0;
});

describe("useAfterHydration", () => {
  it("is false while React adopts the painted HTML, then true, with no mismatch", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const painted = container.firstElementChild;
    const errors = vi.spyOn(console, "error");
    renders.length = 0;

    await act(async () => {
      hydrateRoot(container, <Probe />);
    });

    expect(renders).toEqual([false, true]);
    expect(painted?.textContent).toBe("As painted");
    expect(container.textContent).toBe("What only the browser knows");
    expect(errors).not.toHaveBeenCalled();
  });

  it("is true from the first render of a screen rendered afresh", async () => {
    container = document.createElement("div");
    document.body.append(container);

    await act(async () => {
      createRoot(container).render(<Probe />);
    });

    expect(renders).toEqual([true]);
  });
});
