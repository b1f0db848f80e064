import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { adminPaths } from "../../contract/api-paths";
import { MAX_IMAGE_BYTES } from "../../contract/images";
import { errorResponse, HttpError } from "./errors";

/**
 * No request of ours carries more than a few kilobytes of JSON; a larger body is refused
 * before anything reads or parses it, so a flood of megabyte bodies costs us nothing.
 */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/** An image upload's image is larger than the upload takes. */
export const imageTooLarge = () =>
  new HttpError(413, "image_too_large", "The image is larger than 1 MB", [
    { path: "file", message: "Choose an image of 1 MB or less" },
  ]);

const jsonBodyLimit = bodyLimit({
  maxSize: REQUEST_BODY_LIMIT_BYTES,
  onError: (c) =>
    errorResponse(
      c,
      new HttpError(413, "payload_too_large", "The request body is larger than 64 KB"),
    ),
});

/** The one upload: its image, and room for the multipart wrapping around it. */
const imageUploadLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + REQUEST_BODY_LIMIT_BYTES,
  onError: (c) => errorResponse(c, imageTooLarge()),
});

export const requestBodyLimit = createMiddleware((c, next) =>
  c.req.path === adminPaths.images ? imageUploadLimit(c, next) : jsonBodyLimit(c, next),
);
