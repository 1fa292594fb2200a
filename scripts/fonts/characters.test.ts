import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_CHARACTERS, fontHasCharacter } from "./characters";

// Symbol marks the site sets on purpose that no Latin text face draws; they come from the system's
// symbol font, as they did before the fonts were cut down.
const SYMBOL_MARKS = new Set(["✦", "▶", "✓", "⤢"]);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name.endsWith(".html") ? [full] : [];
  });
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
}

describe("subset fonts", () => {
  it("carry Latin-1 (German and French letters), typographic quotes and dashes, € and arrows", () => {
    for (const character of "äöüÄÖÜßéèçñ©°§·–—„“”‘’…€™→←−") expect(fontHasCharacter(character), character).toBe(true);
    expect(fontHasCharacter("✦")).toBe(false);
    expect(FONT_CHARACTERS).toContain("ß");
  });

  const pages = existsSync("build/client") ? htmlFiles("build/client") : [];
  it.skipIf(pages.length === 0)(
    "draw every character of every prerendered page, but for the known symbol marks",
    () => {
      const missing = new Map<string, string>();
      for (const file of pages) {
        for (const character of visibleText(readFileSync(file, "utf8"))) {
          if (
            /\s/u.test(character) ||
            character === "\u00ad" ||
            fontHasCharacter(character) ||
            SYMBOL_MARKS.has(character)
          )
            continue;
          if (!missing.has(character)) missing.set(character, file);
        }
      }
      expect(
        [...missing].map(
          ([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16)}) in ${file}`,
        ),
      ).toEqual([]);
    },
  );
});
