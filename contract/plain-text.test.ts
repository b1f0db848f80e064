// Proves the plain-text rule both sides share (names and reviews took
// right-to-left overrides and control characters): every bidi control and every C0 and C1
// control is refused, line breaks only in a field of several lines; Hindi with its
// joiners (ZWJ, ZWNJ), other scripts and emoji pass; the zod refinement carries
// `invalid_text`; a provider's name is made plain by dropping what the rule refuses.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INVALID_TEXT, isPlainText, isPlainTextIssue, plainLineOf, plainText } from "./plain-text";

const BIDI_CONTROLS = [
  0x61c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const LINE_BREAKS = [0x0a, 0x0d];
const CONTROLS = [...range(0x00, 0x1f), ...range(0x7f, 0x9f)];

const inside = (codePoint: number) => `Ab${String.fromCodePoint(codePoint)}cd`;
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** Hindi as people type it: conjuncts, ZWJ (U+200D) and ZWNJ (U+200C) included. */
const HINDI = "क्\u200Dष और क्\u200Cष: नमस्ते, आज का प्रश्न सरल है।";

describe("isPlainText", () => {
  it.each(BIDI_CONTROLS.map((c) => [hex(c), c]))("refuses the bidi control %s", (_, c) => {
    expect(isPlainText(inside(c), "line")).toBe(false);
    expect(isPlainText(inside(c), "lines")).toBe(false);
  });

  it("refuses every C0 and C1 control character in one line", () => {
    for (const c of CONTROLS) expect(isPlainText(inside(c), "line"), hex(c)).toBe(false);
  });

  it("allows only line feed and carriage return in several lines", () => {
    for (const c of CONTROLS) {
      expect(isPlainText(inside(c), "lines"), hex(c)).toBe(LINE_BREAKS.includes(c));
    }
    expect(isPlainText("First line\r\nsecond line\n\nthird", "lines")).toBe(true);
  });

  it("accepts Hindi with its joiners, other scripts, emoji and symbols", () => {
    for (const text of [HINDI, "مرحبا بالعالم", "שלום", "Zoë’s café — ₹10.00 👍🏽", "a\u00a0b"]) {
      expect(isPlainText(text, "line"), text).toBe(true);
      expect(isPlainText(text, "lines"), text).toBe(true);
    }
  });
});

describe("plainText, the refinement", () => {
  const schema = z.object({ name: plainText(z.string().trim().min(1).max(80)) });

  it("refuses with an issue that names the field and carries invalid_text", () => {
    const result = schema.safeParse({ name: "\u202Enimda" });
    expect(result.success).toBe(false);
    const [issue] = result.error!.issues;
    expect(issue).toMatchObject({ path: ["name"], params: { code: INVALID_TEXT } });
    expect(isPlainTextIssue(issue!)).toBe(true);
  });

  it("keeps the schema's other rules and their issues apart", () => {
    const result = schema.safeParse({ name: "" });
    expect(result.error!.issues.map(isPlainTextIssue)).toEqual([false]);
    expect(schema.parse({ name: `  ${HINDI}  ` })).toEqual({ name: HINDI });
  });
});

describe("plainLineOf", () => {
  it("drops what one line may not hold and keeps the rest", () => {
    expect(plainLineOf("\u202Enimda\u202C")).toBe("nimda");
    expect(plainLineOf("Asha\u0007\nRao\u200F")).toBe("AshaRao");
    expect(plainLineOf(HINDI)).toBe(HINDI);
  });
});
