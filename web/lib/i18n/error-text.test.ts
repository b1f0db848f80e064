import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INVALID_TEXT, plainTextMessage } from "../../../contract/plain-text";
import { readCatalogue } from "../../test/message-catalogue";
import { ApiRequestError, unreachable } from "../api-client";
import { fieldErrorsOf, messageOf, serverMessageOf } from "../api-errors";
import { errorMessageId, errorText } from "./error-text";
import { activateUiLanguage } from "./messages";

// Every code the Worker can answer with has a message in each language, found by reading
// the Worker's source, so a new refusal without one fails here.

const workerFolder = join(import.meta.dirname, "..", "..", "..", "worker");

const workerSources = readdirSync(workerFolder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"));

/** A code the source names by a constant or a variable, and the codes it stands for. */
const codesOfExpressions: Record<string, readonly string[]> = {
  INVALID_TEXT: [INVALID_TEXT],
  // asHttpError: an IdentityError's failure, found below from its `new IdentityError(...)`.
  "error.failure": [],
};

type Sent = { code: string; message: string | null };

/** Each `new HttpError(status, code, message` (and the literal codes of other refusals). */
function sentByWorker(): Sent[] {
  const sent: Sent[] = [];
  const stringLiteral = /^"((?:[^"\\]|\\.)*)"$/;
  for (const source of workerSources) {
    for (const [, codeExpression = "", messageExpression = ""] of source.matchAll(
      /new HttpError\(\s*[^,]+,\s*([^,]+),\s*((?:"(?:[^"\\]|\\.)*"|`[^`]*`|[^,)]+))/g,
    )) {
      // A `satisfies` names a type, not a code.
      const code = codeExpression.replace(/\s+satisfies[\s\S]*$/, "").trim();
      const literals = [...code.matchAll(/"([a-z_]+)"/g)].map(([, code]) => code ?? "");
      const named = codesOfExpressions[code];
      if (literals.length === 0 && !named) {
        throw new Error(`Name the codes of \`${code}\` in codesOfExpressions`);
      }
      const message = stringLiteral.exec(messageExpression.trim())?.[1] ?? null;
      for (const each of [...literals, ...(named ?? [])]) {
        sent.push({ code: each, message: literals.length === 1 ? message : null });
      }
    }
    for (const [, code = ""] of source.matchAll(/new IdentityError\(\s*"([a-z_]+)"/g)) {
      sent.push({ code, message: null });
    }
    // A refusal written as a reply of its own (the reviews' SPEC.md shape).
    for (const [, code = ""] of source.matchAll(/\berror: "([a-z_]+)"/g)) {
      sent.push({ code, message: null });
    }
  }
  return sent;
}

const sent = sentByWorker();
const english = readCatalogue("en", ["start"]);
const hindi = readCatalogue("hi", ["start"]);

describe("the messages of the Worker's error codes", () => {
  it("finds the codes in the Worker's source", () => {
    const codes = new Set(sent.map(({ code }) => code));
    for (const code of ["bad_request", "rate_limited", INVALID_TEXT, "invalid_id_token"]) {
      expect(codes).toContain(code);
    }
  });

  it("has an English and a Hindi message for every code the Worker sends", () => {
    const ids = [...new Set(sent.map(({ code }) => errorMessageId(code)))];
    expect(ids.filter((id) => !english.get(id))).toEqual([]);
    expect(ids.filter((id) => !hindi.get(id))).toEqual([]);
  });

  it("says in English what the Worker says for a code that has one message", () => {
    const messagesByCode = new Map<string, Set<string | null>>();
    for (const { code, message } of sent) {
      const messages = messagesByCode.get(code) ?? new Set();
      messagesByCode.set(code, messages.add(message));
    }
    const differing = [...messagesByCode]
      .filter(([, messages]) => messages.size === 1 && !messages.has(null))
      .map(([code, messages]) => ({
        code,
        worker: [...messages][0],
        english: english.get(errorMessageId(code)),
      }))
      .filter(({ worker, english }) => worker !== english);
    expect(differing).toEqual([]);
  });

  it("has messages for the API client's own codes", () => {
    for (const code of ["network_error", "http_error"]) {
      expect(hindi.get(errorMessageId(code))).toBeTruthy();
    }
  });
});

const refused = (code: string, message: string, fields?: { path: string; message: string }[]) =>
  new ApiRequestError(409, { error: code, message, ...(fields ? { fields } : {}) });

describe("a refusal in words", () => {
  afterEach(async () => {
    await act(() => activateUiLanguage("en"));
  });

  it("keeps the server's own words in English, and never shows nothing", () => {
    expect(messageOf(refused("conflict", "Your cart is empty"))).toBe("Your cart is empty");
    expect(messageOf(unreachable(new TypeError("offline")))).toBe(
      "Could not reach the server. Try again.",
    );
    expect(serverMessageOf(new Error("bug"))).toBe("Something went wrong. Try again.");
    expect(errorText("brand_new_code", "")).toBe("Something went wrong. Try again.");
  });

  it("shows the Hindi message of the code once the language is Hindi", async () => {
    await act(() => activateUiLanguage("hi"));
    expect(messageOf(refused("game_paused", "The game is paused right now"))).toBe(
      hindi.get("error.game_paused"),
    );
    expect(messageOf(refused("conflict", "Your cart is empty"))).toBe(hindi.get("error.conflict"));
    expect(serverMessageOf(unreachable(new TypeError("offline")))).toBe(
      hindi.get("error.network_error"),
    );
    expect(messageOf(unreachable(new TypeError("offline")))).toBe(
      hindi.get("error.client.unreached"),
    );
  });

  it("falls back to the server's words for a code no message has", async () => {
    await act(() => activateUiLanguage("hi"));
    expect(errorText("brand_new_code", "A new refusal")).toBe("A new refusal");
    expect(errorText("brand_new_code", "")).toBe(hindi.get("error.client.unexpected"));
  });

  it("asks to check a refused field in Hindi, or for plain text where that was the rule", async () => {
    const error = refused("invalid_input", "The body failed validation", [
      { path: "name", message: "Too small: expected string to have >=1 characters" },
      { path: "text", message: plainTextMessage.lines },
    ]);
    expect(fieldErrorsOf(error).text).toBe(plainTextMessage.lines);
    await act(() => activateUiLanguage("hi"));
    expect(fieldErrorsOf(error)).toEqual({
      name: hindi.get("error.field.check"),
      text: hindi.get("error.field.plainText"),
    });
  });
});
