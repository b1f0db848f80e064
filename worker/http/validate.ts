import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { $ZodIssue, $ZodType } from "zod/v4/core";
import { INVALID_TEXT, isPlainTextIssue } from "../../contract/plain-text";
import { HttpError } from "./errors";

const targetNames: Partial<Record<keyof ValidationTargets, string>> = {
  json: "body",
  query: "query string",
  param: "path",
};

const pathOf = (issue: $ZodIssue) => issue.path.map(String).join(".") || "(root)";

/**
 * The 400 for input that failed its schema, naming each failing field. When every
 * failure is text that is not plain (control characters, direction marks:
 * contract/plain-text.ts), the code says so: `invalid_text`.
 */
export function validationError(target: keyof ValidationTargets, issues: $ZodIssue[]): HttpError {
  const fields = issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
  if (issues.every(isPlainTextIssue)) {
    const named = [...new Set(fields.map((field) => field.path))].join(", ");
    return new HttpError(
      400,
      INVALID_TEXT,
      `Use plain text without control characters or direction marks in: ${named}`,
      fields,
    );
  }
  return new HttpError(
    400,
    "invalid_input",
    `The ${targetNames[target] ?? target} failed validation`,
    fields,
  );
}

/** zod validation at the edge of every route; a failure is `validationError`'s 400. */
export const validate = <Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(target, result.error.issues);
  });
