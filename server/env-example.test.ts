import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv, settingNames } from "./env";

// .env.example is the one list of settings a deployer copies: it must name exactly what server/env.ts reads.
const file = readFileSync(path.resolve(import.meta.dirname, "../.env.example"), "utf8");
const lines = file.split("\n");
const setting = /^(# )?([A-Z][A-Z0-9_]*)=/;
const listed = lines.flatMap((line, index) => {
  const match = setting.exec(line);
  return match ? [{ name: match[2]!, active: !match[1], index }] : [];
});

describe(".env.example", () => {
  it("lists every setting of server/env.ts once, and no other", () => {
    const names = listed.map((entry) => entry.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect([...names].sort()).toEqual([...settingNames].sort());
  });

  it("gives each setting a one-line comment above it", () => {
    const bare = listed.filter(({ index }) => {
      const above = lines[index - 1] ?? "";
      return !above.startsWith("# ") || setting.test(above);
    });
    expect(bare.map((entry) => entry.name)).toEqual([]);
  });

  it("sets each active line to the development default, so copying it changes nothing", () => {
    const values = parseDotenv(file);
    const defaults = parseEnv({}) as Record<string, unknown>;
    const differing = listed
      .filter((entry) => entry.active)
      .filter(({ name }) => {
        const parsed = parseEnv({ [name]: values[name] }) as Record<string, unknown>;
        return JSON.stringify(parsed[name]) !== JSON.stringify(defaults[name]);
      });
    expect(differing.map((entry) => entry.name)).toEqual([]);
  });

  it("leaves unset what has no value by default (an empty value is not unset)", () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const commentedWithDefault = listed.filter(
      (entry) => !entry.active && defaults[entry.name] !== undefined && !isSecretOrMode(entry.name),
    );
    expect(commentedWithDefault.map((entry) => entry.name)).toEqual([]);
  });
});

/** The secrets stay out of the file (their development values live in DEV_SECRETS), as does NODE_ENV. */
function isSecretOrMode(name: string): boolean {
  return name === "NODE_ENV" || /SECRET$|PASSWORD/.test(name);
}
