import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { $ZodType } from "zod/v4/core";
import { HttpError } from "./errors";

const targetNames: Partial<Record<keyof ValidationTargets, string>> = {
  json: "body",
  query: "query string",
  param: "path",
};

/**
 * zod validation at the edge of every route; a failure is a 400 naming each failing
 * field, in the one error shape.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new HttpError(
        400,
        "invalid_input",
        `The ${targetNames[target] ?? target} failed validation`,
        result.error.issues.map((issue) => ({
          path: issue.path.map(String).join(".") || "(root)",
          message: issue.message,
        })),
      );
    }
  });
