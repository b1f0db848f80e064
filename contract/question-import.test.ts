// Proves how a bulk import's file is read, without I/O: CSV as RFC 4180 writes
// it (quoted fields holding commas, quotes and line breaks; CRLF, LF or CR; a byte order
// mark; blank lines skipped; an open quote or text after a closing quote named by line),
// a header row naming the columns in any order and case (or by the add body's own field
// names), a JSON list of objects; and a row turned into the single add's body.
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { addBodyOf, readQuestionFile } from "./question-import";

const header = "question,a,b,c,d,answer,difficulty,seconds,language";

describe("reading CSV", () => {
  it("splits records and fields, keeping quoted commas, quotes and line breaks", () => {
    expect(parseCsv('x,"a, b","say ""hi""","two\r\nlines"\r\n2,,"",z')).toEqual({
      records: [
        { cells: ["x", "a, b", 'say "hi"', "two\r\nlines"], line: 1 },
        { cells: ["2", "", "", "z"], line: 3 },
      ],
    });
  });

  it("takes LF and CR line ends, drops a byte order mark and skips blank lines", () => {
    expect(parseCsv("\uFEFFa,b\n\n1,2\r3,4\n")).toEqual({
      records: [
        { cells: ["a", "b"], line: 1 },
        { cells: ["1", "2"], line: 3 },
        { cells: ["3", "4"], line: 4 },
      ],
    });
  });

  it("names the line of a quote left open or text after a closing quote", () => {
    expect(parseCsv('a,b\n1,"open\nstill')).toEqual({
      problem: "Line 2: a quoted field is never closed",
    });
    expect(parseCsv('a,b\n"x"y,2')).toEqual({
      problem: "Line 2: after a closing quote, a field must end with a comma or a line break",
    });
  });
});

describe("reading a question file", () => {
  it("maps a CSV's header to columns in any order and case, numbering rows from 1", () => {
    const file = readQuestionFile(
      "csv",
      "Language,QUESTION,a,b,c,d,Answer,difficulty,seconds,Notes\nhi,Q?,1,2,3,4,B,Easy,20,mine\n",
    );
    expect(file).toEqual({
      rows: [
        {
          row: 1,
          cells: {
            language: "hi",
            question: "Q?",
            a: "1",
            b: "2",
            c: "3",
            d: "4",
            answer: "B",
            difficulty: "Easy",
            seconds: "20",
          },
        },
      ],
    });
  });

  it("takes the add body's own field names as columns", () => {
    const file = readQuestionFile(
      "csv",
      "Questio,a,b,c,d,Ans,tough,seconds,lang,img\nQ,1,2,3,4,a,Easy,20,en,/x.png",
    );
    expect("rows" in file && file.rows[0]).toMatchObject({
      cells: { question: "Q", answer: "a", image: "/x.png" },
    });
  });

  it("refuses a header missing a column or naming one twice, and flags a row of the wrong width", () => {
    expect(readQuestionFile("csv", "question,a,b,c,d\nQ,1,2,3,4")).toEqual({
      problem: "The header row has no column for: answer, difficulty, seconds, language",
    });
    expect(readQuestionFile("csv", `${header},Question\n`)).toEqual({
      problem: 'The header row names the column "Question" twice',
    });
    expect(readQuestionFile("csv", `${header}\nQ,1,2,3,4,a,Easy,20`)).toEqual({
      rows: [{ row: 1, problem: "This row has 8 cells; the header row has 9" }],
    });
    expect(readQuestionFile("csv", "")).toEqual({ problem: "The file is empty" });
  });

  it("reads a JSON list of objects and flags an item that is not one", () => {
    expect(readQuestionFile("json", '[{"Question":"Q","seconds":20,"extra":1}, 5]')).toEqual({
      rows: [
        { row: 1, cells: { question: "Q", seconds: 20 } },
        { row: 2, problem: "This item is not a question: write it as { … }" },
      ],
    });
    expect(readQuestionFile("json", "{}")).toEqual({
      problem: "A JSON file is a list of questions: [ {…}, {…} ]",
    });
    expect(readQuestionFile("json", "[")).toEqual({ problem: "The file is not valid JSON" });
  });
});

describe("a row as the add's body", () => {
  it("reads digits as seconds and a capital answer as its letter, leaving the rest as written", () => {
    expect(
      addBodyOf({ question: "Q", answer: " C ", seconds: " 25 ", language: "en", image: "" }),
    ).toEqual({ Questio: "Q", Ans: "c", seconds: 25, lang: "en", img: "" });
    expect(addBodyOf({ seconds: "2.5" })).toEqual({ seconds: "2.5" });
  });
});
