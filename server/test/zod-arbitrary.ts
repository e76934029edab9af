import fc from "fast-check";
import type { z } from "zod";
import { checksOf, kindOf, lengthLimits, schemaDef } from "./zod-walk.js";

type Node = z.core.$ZodType;

/**
 * Values for a zod input schema, for the tests that walk every route. `hostile` mixes in, at any
 * depth, what a careless client or an attacker sends: wrong types, NUL and half surrogate
 * pairs, markup, overlong text, huge and fractional numbers, unknown and prototype keys.
 * `ids` are the real record ids strings of uuid format are drawn from, so valid requests reach
 * the commands behind validation.
 */
export type ArbitraryOptions = { hostile: boolean; ids: readonly string[]; maxDepth?: number };

const hostileStrings = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE meetings; --",
  "\u202Eevil",
  "   ",
  "\t\n\r",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "😀".repeat(50),
  "Ā".repeat(300),
  "-1",
  "null",
  "00000000-0000-0000-0000-000000000000",
];

const wrongTypes = fc.constantFrom<unknown>(null, 0, -1, "", [], {}, true, "x", [null], { a: 1 });

function stringArbitrary(node: Node, options: ArbitraryOptions): fc.Arbitrary<string> {
  const def = schemaDef(node);
  const format = (def.format as string | undefined) ?? undefined;
  const { min, max } = lengthLimits(node);
  const fitted = (arb: fc.Arbitrary<string>) => arb;
  let valid: fc.Arbitrary<string>;
  if (format === "uuid" || format === "guid")
    valid = options.ids.length > 0 ? fc.constantFrom(...options.ids) : fc.uuid();
  else if (format === "email") valid = fc.emailAddress();
  else if (format === "date")
    valid = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  else if (format === "datetime")
    valid = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (format === "url") valid = fc.webUrl();
  else {
    const regex = checksOf(node).find((c) => c.format === "regex" && c.pattern)?.pattern;
    let matching: fc.Arbitrary<string> | undefined;
    if (regex)
      try {
        matching = fc.stringMatching(regex);
      } catch {
        matching = undefined;
      }
    valid =
      matching ??
      fc.string({
        minLength: Math.min(min, 60),
        maxLength: Math.max(Math.min(max, 60), Math.min(min, 60)),
      });
  }
  valid = fitted(valid);
  if (!options.hostile) return valid;
  const overlong = Number.isFinite(max) ? [`${"x".repeat(max)}y`] : ["x".repeat(200_001)];
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...hostileStrings, ...overlong) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  );
}

function numberArbitrary(node: Node, options: ArbitraryOptions): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const c of checksOf(node)) {
    if (c.check === "greater_than" && typeof c.value === "number") min = c.value;
    if (c.check === "less_than" && typeof c.value === "number") max = c.value;
    if (c.check === "number_format" && c.format && /int/.test(c.format)) integer = true;
  }
  const valid = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (!options.hostile) return valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        -1,
        0,
        0.5,
        -0,
        2 ** 31,
        2 ** 53 + 2,
        1e308,
        -1e308,
        min - 1,
        max + 1,
      ),
    },
  );
}

/** Fields whose valid values no pattern describes: real time zones, so valid bodies get past them. */
function plausibleFor(key: string, options: ArbitraryOptions): fc.Arbitrary<unknown> | undefined {
  if (options.hostile) return undefined;
  if (/^timeZone$/i.test(key))
    return fc.constantFrom("Pacific/Auckland", "UTC", "Australia/Sydney", "Europe/London");
  return undefined;
}

/** An arbitrary for the values the schema takes as input (before transforms). */
export function arbitraryFor(
  schema: Node,
  options: ArbitraryOptions,
  depth = 0,
): fc.Arbitrary<unknown> {
  const maxDepth = options.maxDepth ?? 6;
  const node = build(schema, options, depth, maxDepth);
  if (!options.hostile || depth === 0) return node;
  return fc.oneof({ weight: 12, arbitrary: node }, { weight: 1, arbitrary: wrongTypes });
}

function build(
  schema: Node,
  options: ArbitraryOptions,
  depth: number,
  maxDepth: number,
): fc.Arbitrary<unknown> {
  const def = schemaDef(schema);
  const next = (child: Node) => arbitraryFor(child, options, depth + 1);
  switch (kindOf(schema)) {
    case "string":
      return stringArbitrary(schema, options);
    case "number":
      return numberArbitrary(schema, options);
    case "int":
      return fc.integer();
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum": {
      const values = Object.values(def.entries as Record<string, string | number>);
      return options.hostile
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...values) },
            { weight: 1, arbitrary: fc.constant("NotOneOfThem") },
          )
        : fc.constantFrom(...values);
    }
    case "object": {
      const shape = def.shape as Record<string, Node>;
      if (depth >= maxDepth) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, child] of Object.entries(shape)) {
        model[key] = plausibleFor(key, options) ?? next(child);
        const optional = ["optional", "default", "prefault"].includes(kindOf(child));
        if (!optional || !options.hostile) required.push(key);
      }
      const record = fc.record(model, { requiredKeys: required });
      if (!options.hostile) return record;
      return fc.oneof(
        { weight: 5, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              record,
              fc.constantFrom("__proto__", "constructor", "Id", "organisationId", "extra"),
              fc.jsonValue(),
            )
            .map(([value, key, extra]) => {
              const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
              Object.defineProperty(copy, key, {
                value: extra,
                enumerable: true,
                configurable: true,
                writable: true,
              });
              return copy;
            }),
        },
      );
    }
    case "array": {
      if (depth >= maxDepth) return fc.constant([]);
      let min = 0;
      let max = 4;
      for (const c of checksOf(schema)) {
        if (c.check === "min_length" && c.minimum !== undefined) min = c.minimum;
        if (c.check === "max_length" && c.maximum !== undefined)
          max = Math.min(max, Math.max(min, c.maximum));
      }
      return fc.array(next(def.element as Node), {
        minLength: Math.min(min, 4),
        maxLength: Math.max(Math.min(min, 4), max),
      });
    }
    case "optional":
    case "default":
    case "prefault":
      return fc.option(next(def.innerType as Node), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(next(def.innerType as Node), { nil: null, freq: 3 });
    case "readonly":
    case "catch":
    case "nonoptional":
      return next(def.innerType as Node);
    case "union":
      return fc.oneof(...(def.options as Node[]).map(next));
    case "intersection":
      return next(def.left as Node);
    case "record":
      return fc.dictionary(fc.string({ maxLength: 10 }), next(def.valueType as Node), {
        maxKeys: 3,
      });
    case "pipe":
      return next(def.in as Node);
    case "lazy":
      return depth >= maxDepth - 2 ? fc.constant(undefined) : next((def.getter as () => Node)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
