import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminPaths } from "../../contract/api-paths";
import { QUESTION_IMPORT_MAX_BYTES } from "../../contract/question-import";
import { errorResponse, HttpError } from "./errors";

/**
 * No request of ours carries more than a few kilobytes of JSON; a larger body is refused
 * before anything reads or parses it, so a flood of megabyte bodies costs us nothing.
 * The one exception is a main admin's bulk import of questions, a file of its own.
 */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      errorResponse(
        c,
        new HttpError(
          413,
          "payload_too_large",
          `The request body is larger than ${maxSize / 1024} KB`,
        ),
      ),
  });

const anyRequest = limitOf(REQUEST_BODY_LIMIT_BYTES);
const questionImport = limitOf(QUESTION_IMPORT_MAX_BYTES);

export const requestBodyLimit: MiddlewareHandler = (c, next) =>
  (c.req.path === adminPaths.importQuestions ? questionImport : anyRequest)(c, next);
