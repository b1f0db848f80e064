import fc from "fast-check";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

/**
 * fast-check inputs derived from the contract's zod schemas, through the JSON Schema zod
 * itself emits (`z.toJSONSchema`). Three kinds: values valid by the schema (to get past
 * validation into the handlers), values one mutation away from valid, and values that
 * are wrong for almost any field. A keyword this converter does not know throws, so a
 * new schema shape fails the fuzz suite instead of being fuzzed with the wrong values.
 */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** `false` after `prefixItems`: a tuple takes nothing past its places. */
  items?: JsonSchema | false;
  /** A tuple's places, in order (`z.tuple`). */
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  /** Values to favour, for fields whose rule JSON Schema cannot say (a refinement). */
  examples?: unknown[];
};

/** Keywords that only describe or that zod enforces loosely (unknown keys are stripped). */
const IGNORED_KEYWORDS = new Set(["$schema", "default", "additionalProperties", "description"]);
const KNOWN_KEYWORDS = new Set<string>([
  ...IGNORED_KEYWORDS,
  "type",
  "const",
  "enum",
  "anyOf",
  "oneOf",
  "properties",
  "required",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "examples",
]);

/** The `examples` key naming good values for the whole input, when a refinement ties fields together. */
export const WHOLE_INPUT = "$whole";

/**
 * What a client sends (`io: "input"`); refinements and transforms become "anything", so
 * `examples` names good values for the top-level fields a refinement guards (or, under
 * `WHOLE_INPUT`, for the whole input).
 */
export function jsonSchemaOf(
  schema: $ZodType,
  examples: Record<string, unknown[]> = {},
): JsonSchema {
  const converted = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  for (const [field, values] of Object.entries(examples)) {
    if (field === WHOLE_INPUT) {
      converted.examples = values;
      continue;
    }
    const property = converted.properties?.[field];
    if (!property) throw new Error(`examples for ${field}, which the schema does not have`);
    property.examples = values;
  }
  return converted;
}

function assertKnownKeywords(schema: JsonSchema): void {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) {
    throw new Error(`arbitrary-from-schema does not know ${unknown.join(", ")}`);
  }
}

/** Any JSON at all, for `z.unknown()` fields. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Valid strings stay short, except for one boundary case at the maximum length. */
const TYPICAL_STRING_SPAN = 24;

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + TYPICAL_STRING_SPAN;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format && schema.format !== "email") {
    throw new Error(`arbitrary-from-schema does not know the format ${schema.format}`);
  }
  const typical = { minLength, maxLength: Math.min(maxLength, minLength + TYPICAL_STRING_SPAN) };
  return fc.oneof(
    { weight: 4, arbitrary: fc.string(typical) },
    { weight: 2, arbitrary: fc.string({ ...typical, unit: "grapheme" }).filter(fits) },
    { weight: 1, arbitrary: fc.string({ minLength: maxLength, maxLength }) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  if (integer) {
    return fc.integer({ min: min ?? -1_000_000_000, max: max ?? 1_000_000_000 });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function validOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
      return validNumber(schema, true);
    case "number":
      return validNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(validValue));
      return fc.array(schema.items ? validValue(schema.items) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      throw new Error(`arbitrary-from-schema does not know the type ${type}`);
  }
}

/** Values the schema accepts (up to refinements JSON Schema cannot express). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  assertKnownKeywords(schema);
  if (schema.examples) {
    const { examples, ...generated } = schema;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...examples) },
      { weight: 1, arbitrary: validValue(generated) },
    );
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validValue));
  if (schema.type === undefined) return anyJson;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => validOfType(type, schema)));
}

/** A string the size of a careless paste or an attack: far past any field's maximum. */
const hugeString = fc.integer({ min: 1_000, max: 200_000 }).map((length) => "x".repeat(length));

/** Values that are wrong for almost any field: wrong types, edges, odd text. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    "",
    " ",
    "NaN",
    "Infinity",
    "-0",
    "1e999",
    "null",
    "undefined",
    "0x10",
    "' OR '1'='1' --",
    "\u0000",
    // Text that is not plain (contract/plain-text.ts): a name turned around, a hidden
    // isolate, a control character, a line break in a one-line field.
    "\u202Enimda",
    "Asha\u2066 Rao\u2069",
    "bell\u0007",
    "two\nlines",
    "%00",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "__proto__",
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":true}}'),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", minLength: 1 }),
  hugeString,
  anyJson,
);

/** Sets a key as an own, enumerable property, even `__proto__`, so JSON.stringify sends it. */
function withKey(value: Record<string, unknown>, key: string, field: unknown) {
  const copy = { ...value };
  Object.defineProperty(copy, key, {
    value: field,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

function withoutKey(value: Record<string, unknown>, key: string) {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

const strayKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "", "toString", "id", "user"),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

/** One object mutated once: a field dropped, made odd, or a stray field added. */
function nearlyValidObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<unknown>[] = [
    fc.tuple(valid, strayKey, oddValue).map(([value, key, field]) => withKey(value, key, field)),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      fc.tuple(valid, key).map(([value, dropped]) => withoutKey(value, dropped)),
      fc
        .tuple(valid, key, oddValue)
        .map(([value, changed, field]) => withKey(value, changed, field)),
    );
  }
  return fc.oneof(...mutations);
}

/** Values one mutation away from valid, so most of them fail on exactly one field. */
export function nearlyValidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(nearlyValidValue));
  if (schema.type === "object") return nearlyValidObject(schema);
  return oddValue;
}
