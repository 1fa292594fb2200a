import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The schema.org vocabulary as schema-dts states it (the types the site's JSON-LD builders are
// checked against): each @type with every property it may carry, its own and its ancestors'. Read
// from schema-dts's declaration file, so that the runtime check of the built pages and the type
// check of the builders agree on one vocabulary (issue 48 item 6).

interface Declared {
  parents: string[];
  properties: string[];
}

function readVocabulary(): Map<string, Set<string>> {
  const file = createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts");
  const lines = readFileSync(file, "utf8").split("\n");
  const declared = new Map<string, Declared>();
  const typeOf = new Map<string, string>();
  let current: Declared | undefined;
  let currentName = "";
  for (const line of lines) {
    // `interface PlaceBase extends ThingBase {`, `export interface EventVenueLeaf extends CivicStructureBase {`,
    // and the roles' `export type LinkRoleLeaf<...> = Omit<LinkRoleBase, TProperty> & {`.
    const opened =
      line.match(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{$/) ??
      line.match(/^export type (\w+Leaf)<[^=]*> = Omit<(\w+), \w+> & \{$/);
    if (opened) {
      currentName = opened[1]!;
      current = {
        parents: [...(opened[2] ?? "").matchAll(/\b(\w+Base)\b/g)].map((match) => match[1]!),
        properties: [],
      };
      declared.set(currentName, current);
      continue;
    }
    if (!current) continue;
    if (/^\}/.test(line)) {
      current = undefined;
      continue;
    }
    const type = line.match(/^ {4}"@type": "(\w+)";$/);
    if (type) {
      typeOf.set(type[1]!, currentName);
      continue;
    }
    const property = line.match(/^ {4}"([A-Za-z][\w-]*)"\??:/);
    if (property) current.properties.push(property[1]!);
  }

  const all = (name: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>();
    if (seen.has(name)) return found;
    seen.add(name);
    const entry = declared.get(name);
    if (!entry) return found;
    for (const property of entry.properties) found.add(property);
    for (const parent of entry.parents) for (const property of all(parent, seen)) found.add(property);
    return found;
  };
  const vocabulary = new Map<string, Set<string>>();
  for (const [type, leaf] of typeOf) vocabulary.set(type, all(leaf));
  return vocabulary;
}

let cached: Map<string, Set<string>> | undefined;

/** Every property schema-dts allows on `type` (undefined: not a schema.org type). */
export function propertiesOf(type: string): ReadonlySet<string> | undefined {
  cached ??= readVocabulary();
  return cached.get(type);
}

/**
 * What in a JSON-LD block schema.org does not define: an unknown @type, or a property its @type does
 * not have (e.g. `floorSize` on an EventVenue). Nested objects are checked against their own @type.
 */
export function schemaProblems(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => schemaProblems(item, `${at}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  const entry = value as Record<string, unknown>;
  const problems: string[] = [];
  const type = entry["@type"];
  if (type !== undefined) {
    const allowed = typeof type === "string" ? propertiesOf(type) : undefined;
    if (!allowed) problems.push(`${at}: @type ${JSON.stringify(type)} is not a schema.org type`);
    else
      for (const key of Object.keys(entry))
        if (!key.startsWith("@") && !allowed.has(key)) problems.push(`${at}: ${type} has no property ${key}`);
  }
  for (const [key, child] of Object.entries(entry)) problems.push(...schemaProblems(child, `${at}.${key}`));
  return problems;
}
