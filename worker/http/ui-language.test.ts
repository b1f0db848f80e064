// Proves how a request's Accept-Language is read: most wanted first by weight, ties in the
// order written, refused (q=0) and wildcard entries left out, malformed weights refused.
import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "./ui-language";

describe("acceptedLanguages", () => {
  it.each([
    ["hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", ["hi-IN", "hi", "en-US", "en"]],
    ["en;q=0.5, hi", ["hi", "en"]],
    ["fr, de", ["fr", "de"]],
    ["hi;q=0, en", ["en"]],
    ["*, hi;q=0.2", ["hi"]],
    ["hi;q=abc, en", ["en"]],
    ["", []],
  ])("reads %j as %j", (header, languages) => {
    expect(acceptedLanguages(header)).toEqual(languages);
  });

  it("reads no header as no preference", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
