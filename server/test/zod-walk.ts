import type { z } from "zod";

/** A schema node with the parts of zod's internal definition the walkers read. */
type Node = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

export type Leaf = { path: string; key: string; schema: Node };

function defOf(schema: Node): Def {
  return schema._zod.def as Def;
}

function children(schema: Node): { step: string | null; child: Node }[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, Node>).map(([step, child]) => ({
        step,
        child,
      }));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
    case "success":
      return [{ step: null, child: def.innerType as Node }];
    case "array":
      return [{ step: "[]", child: def.element as Node }];
    case "union":
      return (def.options as Node[]).map((child) => ({ step: null, child }));
    case "intersection":
      return [
        { step: null, child: def.left as Node },
        { step: null, child: def.right as Node },
      ];
    case "record":
      return [{ step: "{}", child: def.valueType as Node }];
    case "tuple":
      return (def.items as Node[]).map((child, i) => ({ step: String(i), child }));
    case "pipe":
      return [{ step: null, child: def.in as Node }];
    case "lazy":
      return [{ step: null, child: (def.getter as () => Node)() }];
    default:
      return [];
  }
}

/** Every string the schema accepts as input, with the path to it (`items.[].title`). */
export function stringLeaves(schema: Node): Leaf[] {
  const found: Leaf[] = [];
  const seen = new Set<Node>();
  const walk = (node: Node, path: string[]) => {
    if (seen.has(node)) return; // recursive schemas (rich text) are walked once
    seen.add(node);
    if (defOf(node).type === "string") {
      found.push({
        path: path.join("."),
        key: path.filter((p) => p !== "[]").at(-1) ?? "",
        schema: node,
      });
      return;
    }
    for (const { step, child } of children(node))
      walk(child, step === null ? path : [...path, step]);
  };
  walk(schema, []);
  return found;
}

type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

/** The checks chained on a schema (`min`, `max`, `regex`, `int`…), as zod defines them. */
export function checksOf(schema: Node): CheckDef[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: CheckDef } }[];
  return checks.map((c) => c._zod.def);
}

/** The length limits a string schema sets (`min`, `max`, `length`). */
export function lengthLimits(schema: Node): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of checksOf(schema)) {
    if (c.check === "min_length" && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === "max_length" && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === "length_equals" && c.length !== undefined) {
      min = c.length;
      max = c.length;
    }
  }
  return { min, max };
}

/** The definition type of a node (`object`, `string`, `array`…), for generators. */
export function kindOf(schema: Node): string {
  return defOf(schema).type;
}

export { children as schemaChildren, defOf as schemaDef };
