/**
 * Question images are uploaded to our own origin and served from it
 * (docs/decisions/024): the upload call, its limits, and which image paths a question (or
 * a prize) may name. No zod here, so the upload field can import it without the schemas.
 */

/** The largest image an upload takes: 1 MB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The multipart field of `POST /admin/images` that carries the file. */
export const IMAGE_UPLOAD_FIELD = "file";

/** What a file picker offers; the server judges the bytes, never this. */
export const IMAGE_UPLOAD_TYPES = "image/png,image/jpeg,image/webp";

/** `POST /admin/images`: where the stored image is served, a path on this site. */
export type ImageUploadResponse = { url: string };

/**
 * Our own images: the uploads (`/images/uploads/<sha-256>.<ext>`) and what the site ships
 * under /images/ (the seeded `/images/questions/*.svg`). Nothing on another host, and no
 * `..`, query or fragment that could make the path another.
 */
const OWN_IMAGE_PATH = /^\/images(?:\/[A-Za-z0-9_-]+)+\.(?:svg|png|jpg|jpeg|webp)$/;

export const isOwnImagePath = (value: string) => OWN_IMAGE_PATH.test(value);

/** What a form hears for an image path that is not one of ours. */
export const OWN_IMAGE_MESSAGE = "Upload the image here: links to other sites are not allowed";
