import fc from "fast-check";

/**
 * Wire input that no schema describes: raw bodies, path segments, query strings and
 * content types a careless or hostile client might send.
 */

/** Nesting far deeper than any schema, to catch recursion in a parser or a validator. */
const deepNesting = fc
  .integer({ min: 100, max: 20_000 })
  .map((depth) => "[".repeat(depth) + "]".repeat(depth));

export const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    "[",
    "null",
    "true",
    "0",
    '"text"',
    '{"a":}',
    "{}{}",
    "[1,2",
    "1e99999",
    "\u0000",
    "\ufeff{}",
    '{"__proto__":{"polluted":true}}',
  ),
  fc.string({ unit: "binary" }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  deepNesting,
);

/** Content types a JSON route may be sent instead of its own. */
export const oddContentType = fc.constantFrom(
  undefined,
  "text/plain",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data",
  "application/vnd.api+json",
  "*/*",
);

/** Ids shaped like the ones the Worker makes, none of which exists. */
export const idLike = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

/** Path segments that are not ids: undecodable escapes, traversal, overlong, unicode. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "%",
    "%zz",
    "%00",
    "%ED%A0%80",
    "%F0%9F%98%80",
    "..",
    "%2e%2e",
    "%2F",
    "null",
    "undefined",
    "-1",
    "1e309",
    "NaN",
    "__proto__",
    "constructor",
    "'",
    ";",
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: 65, max: 5_000 }).map((length) => "a".repeat(length)),
);

/** Query strings no form would send: repeated keys, bare separators, bad escapes. */
export const oddQueryString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "a=%",
    "page=1&page=2",
    "=",
    "&&&",
    "page[]=1",
    "__proto__=x",
    "q=%00",
    "before=-1",
    "before=1e309",
  ),
  fc.webQueryParameters(),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: "grapheme", maxLength: 30 }))
    .map((entries) => new URLSearchParams(entries).toString()),
);
