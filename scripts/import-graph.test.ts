import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./art/scan.ts";

// No import circles among the source files of app/ and server/ (issue 42): every arrow points down, and
// a type-only import counts too (it ties the two modules together for a reader all the same).
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server"];
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""))
      : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** The module graph: each file and the files it imports. */
function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []),
    );
  }
  return graph;
}

/** Every circle, as the files around it (relative to the repository). */
function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open")
        found.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)).join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the import graph", () => {
  it("has no circles in app/ and server/", () => {
    const graph = importGraph(FOLDERS);
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const a = path.join(root, "a.ts");
    const b = path.join(root, "b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual(["a.ts -> b.ts -> a.ts"]);
  });
});
