// Proves what the entry does with taps on a painted page before the app has started: the
// last button tapped is tapped again once the screen is live, a submit button's tap posts
// no form meanwhile, links and the rest are left alone, and once the app has started
// nothing is kept or held back any more.
import { afterEach, describe, expect, it } from "vitest";
import { keepEarlyTaps } from "./early-taps";

let root: HTMLElement;

function paint(html: string) {
  root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
}

afterEach(() => root.remove());

const button = (name: string) => {
  const found = root.querySelector(`[data-name="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${name}`);
  return found;
};

/** Counts the clicks a button gets from now on: React's handler, once it has adopted it. */
function countClicks(name: string) {
  const counted = { clicks: 0 };
  button(name).addEventListener("click", () => counted.clicks++);
  return counted;
}

describe("keepEarlyTaps", () => {
  it("taps the last button tapped again once the screen is live, not before", async () => {
    paint(
      '<button data-name="menu">Open menu</button><button data-name="sign-in">Sign in</button>',
    );
    const taps = keepEarlyTaps(root);
    button("menu").click();
    button("sign-in").click();
    const menu = countClicks("menu");
    const signIn = countClicks("sign-in");

    let goLive = () => {};
    const handedOver = taps.handOver(new Promise<void>((resolve) => (goLive = resolve)));
    await Promise.resolve();
    expect(signIn.clicks).toBe(0);
    goLive();
    await handedOver;

    expect(signIn.clicks).toBe(1);
    expect(menu.clicks).toBe(0);
  });

  it("keeps a submit button from posting its form meanwhile", () => {
    paint(
      '<form><button data-name="send" type="submit"><span data-name="label">Send</span></button></form>',
    );
    keepEarlyTaps(root);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });

    button("label").dispatchEvent(tap);

    expect(tap.defaultPrevented).toBe(true);
  });

  it("leaves links and everything but buttons alone", () => {
    paint('<a data-name="link" href="#somewhere">Try</a><p data-name="text">Words</p>');
    keepEarlyTaps(root);

    for (const name of ["link", "text"]) {
      const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
      button(name).dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(false);
    }
  });

  it("keeps nothing once the app has started, and taps nothing no longer on the page", async () => {
    paint('<button data-name="menu">Open menu</button><button data-name="gone">Gone</button>');
    const taps = keepEarlyTaps(root);
    button("gone").click();
    const gone = button("gone");
    const goneClicks = countClicks("gone");
    gone.remove();

    await taps.handOver(Promise.resolve());
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    button("menu").dispatchEvent(tap);

    expect(goneClicks.clicks).toBe(0);
    expect(tap.defaultPrevented).toBe(false);
  });
});
