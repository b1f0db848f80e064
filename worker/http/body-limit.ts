import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAX_IMAGE_BYTES } from "../../contract/images";
import { QUESTION_IMPORT_MAX_BYTES } from "../../contract/question-import";
import { questionBankRoutes } from "../../contract/routes/admin-questions";
import { platformRoutes } from "../../contract/routes/platform";
import { errorResponse, HttpError } from "./errors";

/**
 * No request of ours carries more than a few kilobytes of JSON; a larger body is refused
 * before anything reads or parses it, so a flood of megabyte bodies costs us nothing.
 * The exceptions are a main admin's bulk import of questions and an image upload.
 */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

/** An image upload's image is larger than the upload takes. */
export const imageTooLarge = () =>
  new HttpError(413, "image_too_large", "The image is larger than 1 MB", [
    { path: "file", message: "Choose an image of 1 MB or less" },
  ]);

const tooLargeOver = (maxSize: number) =>
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

const jsonBodyLimit = tooLargeOver(REQUEST_BODY_LIMIT_BYTES);
const questionImportLimit = tooLargeOver(QUESTION_IMPORT_MAX_BYTES);

/** The one upload: its image, and room for the multipart wrapping around it. */
const imageUploadLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + REQUEST_BODY_LIMIT_BYTES,
  onError: (c) => errorResponse(c, imageTooLarge()),
});

const limitForPath: Record<string, typeof jsonBodyLimit> = {
  [platformRoutes.uploadImage.path]: imageUploadLimit,
  [questionBankRoutes.importLiveQuestions.path]: questionImportLimit,
};

export const requestBodyLimit = createMiddleware((c, next) =>
  (limitForPath[c.req.path] ?? jsonBodyLimit)(c, next),
);
