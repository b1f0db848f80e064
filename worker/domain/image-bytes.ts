/**
 * What an uploaded file is, judged by its bytes alone (never its name or declared type),
 * pure: a PNG, a JPEG or a WebP whose signature and outer structure hold, or nothing. The
 * upload stores only what passes and serves it under the type found here, so a script or
 * a page dressed as an image is refused at the door (docs/decisions/024).
 */

export type ImageKind = { extension: "png" | "jpg" | "webp"; contentType: string };

const PNG: ImageKind = { extension: "png", contentType: "image/png" };
const JPEG: ImageKind = { extension: "jpg", contentType: "image/jpeg" };
const WEBP: ImageKind = { extension: "webp", contentType: "image/webp" };

/** Every kind we store, by the extension its stored name ends with. */
const IMAGE_KINDS_BY_EXTENSION: Record<ImageKind["extension"], ImageKind> = {
  png: PNG,
  jpg: JPEG,
  webp: WEBP,
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const uint32BigEndian = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0, false);
const uint32LittleEndian = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0, true);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An empty IEND chunk: length 0, its name, its fixed CRC. */
const PNG_END = [0, 0, 0, 0, ...ascii("IEND"), 0xae, 0x42, 0x60, 0x82];

/** The signature, a first IHDR chunk of 13 bytes with a width and height, and IEND last. */
function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < PNG_SIGNATURE.length + 25 + PNG_END.length) return false;
  if (!startsWith(bytes, PNG_SIGNATURE)) return false;
  if (uint32BigEndian(bytes, 8) !== 13 || !startsWith(bytes, ascii("IHDR"), 12)) return false;
  if (uint32BigEndian(bytes, 16) === 0 || uint32BigEndian(bytes, 20) === 0) return false;
  return startsWith(bytes, PNG_END, bytes.length - PNG_END.length);
}

/** Start of image, then a marker segment; end of image last. */
function isJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 8) return false;
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return false;
  // The first segment's marker (APPn, a table, a frame start, a comment) is 0xC0 or above.
  if ((bytes[3] ?? 0) < 0xc0) return false;
  return startsWith(bytes, [0xff, 0xd9], bytes.length - 2);
}

const WEBP_CHUNKS = [ascii("VP8 "), ascii("VP8L"), ascii("VP8X")];

/** A RIFF container of exactly the file's length, of type WEBP, opening with a VP8 chunk. */
function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  if (!startsWith(bytes, ascii("RIFF")) || !startsWith(bytes, ascii("WEBP"), 8)) return false;
  if (uint32LittleEndian(bytes, 4) + 8 !== bytes.length) return false;
  return WEBP_CHUNKS.some((chunk) => startsWith(bytes, chunk, 12));
}

/** The kind of image these bytes are, or null for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (isPng(bytes)) return PNG;
  if (isJpeg(bytes)) return JPEG;
  if (isWebp(bytes)) return WEBP;
  return null;
}

/** An upload's stored name: the SHA-256 of its bytes in hex, so one image is one object. */
export const uploadedImageName = (sha256Hex: string, kind: ImageKind) =>
  `${sha256Hex}.${kind.extension}`;

const UPLOADED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

/** The kind an upload's stored name says, or null for a name no upload has. */
export function kindOfUploadedName(name: string): ImageKind | null {
  const extension = UPLOADED_NAME.exec(name)?.[1] as ImageKind["extension"] | undefined;
  return extension ? IMAGE_KINDS_BY_EXTENSION[extension] : null;
}
