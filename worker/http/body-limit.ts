import { bodyLimit } from "hono/body-limit";
import { errorResponse, HttpError } from "./errors";

/**
 * No request of ours carries more than a few kilobytes of JSON; a larger body is refused
 * before anything reads or parses it, so a flood of megabyte bodies costs us nothing.
 */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

export const requestBodyLimit = bodyLimit({
  maxSize: REQUEST_BODY_LIMIT_BYTES,
  onError: (c) =>
    errorResponse(
      c,
      new HttpError(413, "payload_too_large", "The request body is larger than 64 KB"),
    ),
});
