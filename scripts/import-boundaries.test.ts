// Proves the house's import rules hold over the product's sources (docs/ARCHITECTURE.md,
// "The floors"), and that the check sees each kind of broken rule it names.
import { describe, expect, it } from "vitest";
import { boundaryViolations, brokenRule, importsOf } from "./lib/import-boundaries";

describe("the import rules", () => {
  it("hold over worker/, web/ and contract/", () => {
    expect(boundaryViolations(".")).toEqual([]);
  });

  it("refuse an import that runs up a floor, and allow one down or on the same floor", () => {
    expect(brokenRule({ from: "worker/domain/scoring.ts", to: "worker/data/settings" })).toBe(
      "imports a floor above its own",
    );
    expect(brokenRule({ from: "worker/data/settings.ts", to: "worker/routes/views/money" })).toBe(
      "imports a floor above its own",
    );
    expect(brokenRule({ from: "worker/routes/views/money.ts", to: "worker/routes/bank" })).toBe(
      "imports a floor above its own",
    );
    expect(brokenRule({ from: "worker/routes/bank.ts", to: "worker/data/money/history" })).toBe(
      null,
    );
    expect(brokenRule({ from: "worker/data/money/history.ts", to: "worker/data/paging" })).toBe(
      null,
    );
  });

  it("refuse a route importing another route, but not a route's view", () => {
    expect(brokenRule({ from: "worker/routes/bank.ts", to: "worker/routes/payments" })).toBe(
      "a route imports another route",
    );
    expect(brokenRule({ from: "worker/routes/bank.ts", to: "worker/routes/views/history" })).toBe(
      null,
    );
  });

  it("refuse data/ reading the wire contract", () => {
    expect(brokenRule({ from: "worker/data/settings.ts", to: "contract/account" })).toBe(
      "data/ imports the wire contract",
    );
  });

  it("refuse a feature importing another, and a shared web module importing a screen", () => {
    expect(
      brokenRule({ from: "web/features/play/play-screen.tsx", to: "web/features/trial/api" }),
    ).toBe("a feature imports another feature");
    expect(
      brokenRule({ from: "web/components/pager.tsx", to: "web/features/play/play-screen" }),
    ).toBe("a shared web module imports a screen");
    expect(brokenRule({ from: "web/features/play/a.tsx", to: "web/features/play/b" })).toBe(null);
  });

  it("let the two sides meet only in contract/", () => {
    expect(brokenRule({ from: "web/lib/api.ts", to: "worker/domain/scoring" })).toBe(
      "crosses to the other side",
    );
    expect(brokenRule({ from: "contract/account.ts", to: "worker/domain/ledger" })).toBe(
      "crosses to the other side",
    );
    expect(brokenRule({ from: "web/lib/api.ts", to: "contract/account" })).toBe(null);
  });

  it("read static, re-exported and lazy imports as paths from the root", () => {
    const text = [
      'import { a } from "../data/settings";',
      'import type { B } from "../../contract/account";',
      'export { c } from "./views/money";',
      'import "./bank.css";',
      'const Screen = lazy(() => import("../features/play/play-screen"));',
      'import { z } from "zod";',
    ].join("\n");
    expect(importsOf("worker/routes/bank.ts", text).map(({ to }) => to)).toEqual([
      "worker/data/settings",
      "contract/account",
      "worker/routes/views/money",
      "worker/routes/bank.css",
      "worker/features/play/play-screen",
    ]);
  });
});
