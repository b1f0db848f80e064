/**
 * Uploaded question images in R2 (the IMAGES binding), one object per image under
 * `uploads/`, named by the caller after the image's own bytes (domain/image-bytes.ts).
 */

const UPLOADS = "uploads/";

/** Stores an image under `name`; the same bytes were stored already under the same name. */
export async function storeImage(
  bucket: R2Bucket,
  name: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const key = UPLOADS + name;
  if (await bucket.head(key)) return;
  await bucket.put(key, bytes, { httpMetadata: { contentType } });
}

/** The stored image named `name`, with its body, or null. */
export function readImage(bucket: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  return bucket.get(UPLOADS + name);
}
