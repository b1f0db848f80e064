// Proves the near-duplicate judging of a bulk import, without I/O: a row is
// compared with the live questions of its own language and with the rows above it that
// pass; of two alike rows the first is kept; a refused row refuses nothing below it; a
// disguised copy (Cyrillic letters) is caught in the file as in the bank.
import { describe, expect, it } from "vitest";
import { nearDuplicatesInImport } from "./question-import";

const live = new Map([
  ["en", [{ id: "q-en", text: "What is the capital of India?" }]],
  ["hi", [{ id: "q-hi", text: "भारत की राजधानी क्या है?" }]],
]);

describe("near-duplicates in an import", () => {
  it("names the live question of the row's own language", () => {
    const found = nearDuplicatesInImport(
      [
        { row: 1, languageId: "en", text: "what is the CAPITAL of india" },
        { row: 2, languageId: "hi", text: "What is the capital of India?" },
        { row: 3, languageId: "hi", text: "भारत की राजधानी क्या है" },
      ],
      live,
    );
    expect([...found]).toEqual([
      [1, { in: "bank", id: "q-en", text: "What is the capital of India?", similarity: 1 }],
      [3, { in: "bank", id: "q-hi", text: "भारत की राजधानी क्या है?", similarity: 1 }],
    ]);
  });

  it("keeps the first of two alike rows and refuses the later, disguised or not", () => {
    const found = nearDuplicatesInImport(
      [
        { row: 1, languageId: "en", text: "Which river is the longest in Africa?" },
        { row: 2, languageId: "en", text: "Which planet has the most moons?" },
        { row: 5, languageId: "en", text: "Which rivеr is the lоngest in Africа?" },
        { row: 6, languageId: "hi", text: "Which river is the longest in Africa?" },
      ],
      live,
    );
    expect([...found]).toEqual([
      [5, { in: "file", row: 1, text: "Which river is the longest in Africa?", similarity: 1 }],
    ]);
  });

  it("lets a refused row refuse nothing below it", () => {
    const found = nearDuplicatesInImport(
      [
        { row: 1, languageId: "en", text: "What is the capital of India!" },
        { row: 2, languageId: "en", text: "What is the capital of India" },
      ],
      live,
    );
    expect([...found.values()].map((duplicate) => duplicate.in)).toEqual(["bank", "bank"]);
  });

  it("finds nothing in a file of new questions for a language with no bank", () => {
    expect(
      nearDuplicatesInImport([{ row: 1, languageId: "ta", text: "Which river is this?" }], live)
        .size,
    ).toBe(0);
  });
});
