// Proves what the entry does with taps on a painted page before its screen is live: the
// last button tapped is tapped again once the screen is live, and the page's own handlers
// (React's, on the same root) see that one tap only; a submit button posts no form
// meanwhile; links and the rest are left alone; once live nothing is kept, and a page that
// never goes live stops keeping after a bound.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepEarlyTaps } from "./early-taps";

let root: HTMLElement;

function paint(html: string) {
  root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
}

afterEach(() => {
  root.remove();
  vi.useRealTimers();
});

const element = (name: string) => {
  const found = root.querySelector(`[data-name="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${name}`);
  return found;
};

/** React's listener: on the root, in the capture phase, registered after the entry's. */
function reactSees() {
  const seen: string[] = [];
  root.addEventListener(
    "click",
    (event) => {
      const name = event.target instanceof Element ? event.target.getAttribute("data-name") : "";
      seen.push(name ?? "");
    },
    true,
  );
  return seen;
}

const tap = (name: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element(name).dispatchEvent(event);
  return event;
};

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe("keepEarlyTaps", () => {
  it("taps the last button tapped again once the screen is live, and only then", async () => {
    paint(
      '<button data-name="menu">Open menu</button><button data-name="sign-in">Sign in</button>',
    );
    const taps = keepEarlyTaps(root);
    const seen = reactSees();
    tap("menu");
    const live = deferred();
    const handedOver = taps.handOver(live.promise);
    // The app has started, but the screen is not live yet: still kept.
    tap("sign-in");
    await Promise.resolve();
    expect(seen).toEqual([]);

    live.resolve();
    await handedOver;

    expect(seen).toEqual(["sign-in"]);
  });

  it("keeps a submit button from posting its form meanwhile", () => {
    paint(
      '<form><button data-name="send" type="submit"><span data-name="label">Send</span></button></form>',
    );
    keepEarlyTaps(root);

    expect(tap("label").defaultPrevented).toBe(true);
  });

  it("leaves links and everything but buttons alone", () => {
    paint('<a data-name="link" href="#somewhere">Try</a><p data-name="text">Words</p>');
    keepEarlyTaps(root);
    const seen = reactSees();

    expect(tap("link").defaultPrevented).toBe(false);
    expect(tap("text").defaultPrevented).toBe(false);
    expect(seen).toEqual(["link", "text"]);
  });

  it("keeps nothing once live, and taps nothing no longer on the page", async () => {
    paint('<button data-name="menu">Open menu</button><button data-name="gone">Gone</button>');
    const taps = keepEarlyTaps(root);
    const seen = reactSees();
    tap("gone");
    element("gone").remove();

    await taps.handOver(Promise.resolve());
    const later = tap("menu");

    expect(later.defaultPrevented).toBe(false);
    expect(seen).toEqual(["menu"]);
  });

  it("stops keeping after its bound when the screen never goes live, dropping the tap", async () => {
    vi.useFakeTimers();
    paint('<button data-name="reload">Reload</button>');
    const taps = keepEarlyTaps(root, { keepAtMostMs: 1_000 });
    const seen = reactSees();
    tap("reload");

    const handedOver = taps.handOver(new Promise<void>(() => {}));
    await vi.advanceTimersByTimeAsync(1_000);
    await handedOver;
    tap("reload");

    expect(seen).toEqual(["reload"]);
  });
});
