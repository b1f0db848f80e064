// Proves how an uploaded file's kind is judged, in plain Node, from its bytes alone
// (question images are uploaded, so the bytes are all there is to trust): real
// PNG, JPEG and WebP files pass as what they are; a signature with a broken structure, a
// script, an SVG, a GIF, an HTML page and an empty file are nothing.
import { describe, expect, it } from "vitest";
import { JPEG_IMAGE, PNG_IMAGE, WEBP_IMAGE } from "../test/image-fixtures";
import { imageKindOf, kindOfUploadedName, uploadedImageName } from "./image-bytes";

const text = (value: string) => new TextEncoder().encode(value);
const cut = (bytes: Uint8Array, end: number) => bytes.slice(0, end);
const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice();
  copy[at] = value;
  return copy;
};

describe("an uploaded file's kind", () => {
  it.each([
    ["PNG", PNG_IMAGE, { extension: "png", contentType: "image/png" }],
    ["JPEG", JPEG_IMAGE, { extension: "jpg", contentType: "image/jpeg" }],
    ["WebP", WEBP_IMAGE, { extension: "webp", contentType: "image/webp" }],
  ])("is a %s for a real one", (_, bytes, kind) => {
    expect(imageKindOf(bytes)).toEqual(kind);
  });

  it.each([
    ["cut short before its IEND", cut(PNG_IMAGE, PNG_IMAGE.length - 1)],
    ["whose first chunk is not IHDR", withByte(PNG_IMAGE, 12, 0x58)],
    ["of width 0", withByte(withByte(withByte(withByte(PNG_IMAGE, 16, 0), 17, 0), 18, 0), 19, 0)],
    ["signature alone", cut(PNG_IMAGE, 8)],
  ])("is nothing for a PNG %s", (_, bytes) => {
    expect(imageKindOf(bytes)).toBeNull();
  });

  it.each([
    ["cut short before its end marker", cut(JPEG_IMAGE, JPEG_IMAGE.length - 2)],
    ["whose first marker is no segment", withByte(JPEG_IMAGE, 3, 0x00)],
  ])("is nothing for a JPEG %s", (_, bytes) => {
    expect(imageKindOf(bytes)).toBeNull();
  });

  it.each([
    ["cut short (its RIFF size says more)", cut(WEBP_IMAGE, WEBP_IMAGE.length - 4)],
    ["with trailing bytes", new Uint8Array([...WEBP_IMAGE, 0, 0])],
    ["whose first chunk is not VP8", withByte(WEBP_IMAGE, 12, 0x58)],
  ])("is nothing for a WebP %s", (_, bytes) => {
    expect(imageKindOf(bytes)).toBeNull();
  });

  it.each([
    ["an empty file", new Uint8Array()],
    ["a script", text("alert(document.cookie)")],
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["an HTML page", text("<!doctype html><title>x</title><script>alert(1)</script>")],
    ["a GIF", text("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;")],
    [
      "a PNG signature before a page",
      new Uint8Array([...PNG_IMAGE.slice(0, 8), ...text("<html>")]),
    ],
  ])("is nothing for %s", (_, bytes) => {
    expect(imageKindOf(bytes)).toBeNull();
  });
});

describe("an upload's stored name", () => {
  const sha = "0f".repeat(32);

  it("is the SHA-256 of its bytes and its kind's extension, and reads back as that kind", () => {
    const kind = imageKindOf(WEBP_IMAGE)!;
    expect(uploadedImageName(sha, kind)).toBe(`${sha}.webp`);
    expect(kindOfUploadedName(`${sha}.webp`)).toEqual(kind);
    expect(kindOfUploadedName(`${sha}.jpg`)?.contentType).toBe("image/jpeg");
  });

  it.each([
    `${sha}.svg`,
    `${sha}.PNG`,
    `${sha.slice(2)}.png`,
    `${sha.toUpperCase()}.png`,
    `${sha}.png.html`,
    `../${sha}.png`,
  ])("is no upload's for %s", (name) => {
    expect(kindOfUploadedName(name)).toBeNull();
  });
});
