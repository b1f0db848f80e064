import { IMAGE_UPLOAD_FIELD, MAX_IMAGE_BYTES } from "../../contract/images";
import { pathTo } from "../../contract/route";
import { platformRoutes } from "../../contract/routes/platform";
import { readImage, storeImage } from "../data/images";
import { imageKindOf, kindOfUploadedName, uploadedImageName } from "../domain/image-bytes";
import { imageTooLarge } from "../http/body-limit";
import { HttpError, notFound } from "../http/errors";
import { enforceRateLimit, rateRules } from "../http/rate-limit";
import { handle, routerOf } from "../http/route-handlers";
import { sha256Hex } from "../identity/tokens";

/** An upload's name never changes its bytes, so a browser and the edge keep it for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const noImageFile = () =>
  new HttpError(400, "bad_request", "Send the image as a file in multipart/form-data", [
    { path: IMAGE_UPLOAD_FIELD, message: "Choose an image file" },
  ]);

/** The one file of a multipart upload, or a 400 for any other body. */
async function uploadedFile(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw noImageFile();
  }
  const file = form.get(IMAGE_UPLOAD_FIELD);
  if (!(file instanceof File)) throw noImageFile();
  return file;
}

/**
 * Question images (docs/decisions/024): uploaded by main admins and user-admins,
 * judged by their bytes, kept in R2 once per image, and served from our own origin, so a
 * question never makes a player's browser call another host.
 */
export const imageRoutes = routerOf([
  handle(platformRoutes.uploadImage, async (c) => {
    const { role, subjectId } = c.get("session");
    await enforceRateLimit(c, rateRules.imageUploadsPerAccount, [`${role}:${subjectId}`]);
    const file = await uploadedFile(c.req.raw);
    if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The bytes decide, never the file's name or the type the browser declared.
    const kind = imageKindOf(bytes);
    if (!kind) {
      throw new HttpError(400, "not_an_image", "The file is not a PNG, JPEG or WebP image", [
        { path: IMAGE_UPLOAD_FIELD, message: "Choose a PNG, JPEG or WebP image" },
      ]);
    }
    const name = uploadedImageName(await sha256Hex(bytes), kind);
    await storeImage(c.env.IMAGES, name, bytes, kind.contentType);
    return c.json({ url: pathTo(platformRoutes.uploadedImage, { file: name }) });
  }),
  handle(platformRoutes.uploadedImage, async (c) => {
    const name = c.req.param("file");
    const kind = kindOfUploadedName(name);
    const image = kind ? await readImage(c.env.IMAGES, name) : null;
    if (!kind || !image) throw notFound("No such image");
    return c.body(image.body, 200, {
      "Content-Type": kind.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": IMMUTABLE,
      ETag: image.httpEtag,
    });
  }),
]);
