// Proves question image uploads (images were linked from any host): only main
// admins and user-admins upload (players, visitors and forged tokens get 401); the bytes
// decide, so a page named .png and typed image/png is a 400 in the one error shape; over
// 1 MB is a 413, before or after the body is read; real PNG, JPEG and WebP files are stored
// in R2 once per image (the same bytes twice are one object) and served from our own
// origin with their type, a year's immutable caching and nosniff; an unknown or malformed
// name is a JSON 404; and uploads are limited per account.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rateRules } from "../http/rate-limit";
import { freshIp, signInAdmin, signInContributor, signInPlayer } from "../test/harness";
import { JPEG_IMAGE, PNG_IMAGE, WEBP_IMAGE } from "../test/image-fixtures";

type Upload = { name?: string; type?: string; bytes: Uint8Array };

/** `POST /admin/images` with one file in the `file` field, as the upload field sends it. */
async function upload(token: string | null, file: Upload, headers: Record<string, string> = {}) {
  const form = new FormData();
  const blob = new Blob([file.bytes], { type: file.type ?? "application/octet-stream" });
  form.append("file", blob, file.name ?? "image");
  const response = await exports.default.fetch(
    new Request("http://quizzy.test/admin/images", {
      method: "POST",
      headers: {
        Accept: "application/json",
        "CF-Connecting-IP": freshIp(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: form,
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const served = (url: string) =>
  exports.default.fetch(new Request(`http://quizzy.test${url}`, { headers: { Accept: "*/*" } }));

const storedKeys = async () =>
  (await env.IMAGES.list({ prefix: "uploads/" })).objects.map((o) => o.key);

let adminToken: string;
let authorToken: string;
beforeAll(async () => {
  adminToken = (await signInAdmin()).token;
  authorToken = (await signInContributor()).token;
});

describe("who may upload", () => {
  it("takes an image from a main admin and from a user-admin", async () => {
    expect((await upload(adminToken, { bytes: PNG_IMAGE })).status).toBe(200);
    expect((await upload(authorToken, { bytes: JPEG_IMAGE })).status).toBe(200);
  });

  it.each([
    ["a visitor", async () => null],
    ["a player", async () => (await signInPlayer()).token],
    ["a made-up token", async () => "a".repeat(43)],
  ])("refuses %s with 401 in the one error shape", async (_, tokenOf) => {
    const refused = await upload(await tokenOf(), { bytes: WEBP_IMAGE });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ error: "unauthorized", Logout: "OUT", Status: 505 });
    expect(typeof refused.json.message).toBe("string");
  });
});

describe("what is taken", () => {
  it.each([
    ["PNG", PNG_IMAGE, "png", "image/png"],
    ["JPEG", JPEG_IMAGE, "jpg", "image/jpeg"],
    ["WebP", WEBP_IMAGE, "webp", "image/webp"],
  ])(
    "stores a %s under the SHA-256 of its bytes, on our own origin",
    async (_, bytes, ext, type) => {
      const { status, json } = await upload(authorToken, { name: "photo.bin", bytes });
      expect(status).toBe(200);
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
      const sha = [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
      expect(json).toEqual({ url: `/images/uploads/${sha}.${ext}` });
      const object = await env.IMAGES.head(`uploads/${sha}.${ext}`);
      expect(object?.size).toBe(bytes.length);
      expect(object?.httpMetadata?.contentType).toBe(type);
    },
  );

  it("keeps one object for the same image uploaded twice, by anyone", async () => {
    const first = await upload(adminToken, { name: "a.webp", bytes: WEBP_IMAGE });
    const before = await storedKeys();
    const second = await upload(authorToken, { name: "b.webp", bytes: WEBP_IMAGE });
    expect(second.json).toEqual(first.json);
    expect(await storedKeys()).toEqual(before);
  });

  it.each([
    ["an HTML page named .png and typed image/png", "<html><script>alert(1)</script></html>"],
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ["a text file", "just some words"],
  ])("refuses %s with 400, storing nothing", async (_, text) => {
    const before = await storedKeys();
    const refused = await upload(authorToken, {
      name: "question.png",
      type: "image/png",
      bytes: new TextEncoder().encode(text),
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      error: "not_an_image",
      message: "The file is not a PNG, JPEG or WebP image",
      fields: [{ path: "file", message: "Choose a PNG, JPEG or WebP image" }],
    });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a PNG cut short with 400", async () => {
    const refused = await upload(authorToken, { name: "q.png", bytes: PNG_IMAGE.slice(0, 40) });
    expect(refused.json.error).toBe("not_an_image");
  });

  it("refuses a body without a file with 400 naming the field", async () => {
    const response = await exports.default.fetch(
      new Request("http://quizzy.test/admin/images", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${authorToken}`,
          "CF-Connecting-IP": freshIp(),
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ file: "iVBORw0KGgo=" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "bad_request",
      fields: [{ path: "file", message: "Choose an image file" }],
    });
  });

  it("refuses an image over 1 MB with 413, a valid PNG's start included", async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG_IMAGE.slice(0, 33));
    const refused = await upload(authorToken, { name: "big.png", type: "image/png", bytes: big });
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({
      error: "image_too_large",
      message: "The image is larger than 1 MB",
    });
  });

  it("refuses a body far over the limit with 413 before reading it", async () => {
    const response = await exports.default.fetch(
      new Request("http://quizzy.test/admin/images", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${authorToken}`,
          "CF-Connecting-IP": freshIp(),
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(10 * 1024 * 1024),
        },
        body: new Uint8Array(10 * 1024 * 1024),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "image_too_large" });
  });

  it("stops an account past its uploads for the hour with 429, and not another account", async () => {
    const author = await signInContributor();
    const { limit } = rateRules.imageUploadsPerAccount;
    for (let i = 0; i < limit; i++) {
      expect((await upload(author.token, { bytes: PNG_IMAGE })).status).toBe(200);
    }
    const refused = await upload(author.token, { bytes: PNG_IMAGE });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe("rate_limited");
    expect((await upload(authorToken, { bytes: PNG_IMAGE })).status).toBe(200);
  });
});

describe("serving an upload", () => {
  it("serves the stored bytes with their type, immutable caching and nosniff", async () => {
    const { json } = await upload(authorToken, { name: "x.jpg", bytes: JPEG_IMAGE });
    const response = await served(json.url as string);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG_IMAGE);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("img-src 'self' data:");
  });

  it.each([
    ["an unknown image", `/images/uploads/${"0".repeat(64)}.png`],
    ["a stored image under another extension", "swap"],
    ["a name no upload has", "/images/uploads/not-an-upload.png"],
    ["an SVG name", `/images/uploads/${"1".repeat(64)}.svg`],
  ])("answers %s with a JSON 404", async (_, path) => {
    let url = path;
    if (path === "swap") {
      const { json } = await upload(authorToken, { bytes: PNG_IMAGE });
      url = (json.url as string).replace(/\.png$/, ".jpg");
    }
    const response = await served(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: "No such image" });
  });
});
