/**
 * CSV as RFC 4180 writes it: records end at a line break (CRLF, or a bare LF or CR as
 * spreadsheets on other systems save them), fields are separated by commas, and a field
 * in double quotes may hold commas, line breaks and quotes (written twice). A byte order
 * mark before the first field is dropped.
 */

type CsvRecord = { cells: string[]; line: number };
export type CsvParse = { records: CsvRecord[] } | { problem: string };

/**
 * The records of a CSV text, each with the line it starts on. A line with nothing on it
 * is no record; a quote left open, or text after a closing quote, is a problem that
 * names its line.
 */
export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let closedQuote = false;
  let i = text.startsWith("\uFEFF") ? 1 : 0;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "" || closedQuote) {
      records.push({ cells, line: recordLine });
    }
    cells = [];
    cell = "";
    closedQuote = false;
  };

  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          closedQuote = true;
        }
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line++;
        cell += char;
      }
      continue;
    }
    if (char === ",") {
      cells.push(cell);
      cell = "";
      closedQuote = false;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (closedQuote) {
      return {
        problem: `Line ${line}: after a closing quote, a field must end with a comma or a line break`,
      };
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else {
      cell += char;
    }
  }
  if (quoted) return { problem: `Line ${recordLine}: a quoted field is never closed` };
  endRecord();
  return { records };
}
