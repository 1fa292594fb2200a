import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rule of eslint.config.js (docs/decisions/1108) as a reader meets it: an import from server/
// into app/ fails the lint, whichever way it is written; server/ importing its own domain passes.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the layers", () => {
  it("refuse an import of app/ from server/, relative or through the ~ alias", async () => {
    expect(
      await problems("server/mail/x.ts", 'import { a } from "../../app/content/home.ts";\nexport { a };\n'),
    ).toHaveLength(1);
    expect(
      await problems("server/domain/leads/x.ts", 'import { a } from "~/content/home";\nexport { a };\n'),
    ).toHaveLength(1);
    expect(await problems("server/x.test.ts", 'import { a } from "../app/root";\nexport { a };\n')).toHaveLength(1);
  });

  it("refuse an upward import inside app/: lib and content below components and features, routes on top", async () => {
    const bad = [
      ["app/lib/x.ts", 'import { a } from "~/components/ui/toast";'],
      ["app/content/x.ts", 'import { a } from "../features/consent/consent";'],
      ["app/content/legal/x.ts", 'import { a } from "~/islands/Island";'],
      ["app/components/x.tsx", 'import { islands } from "~/islands/registry";'],
      ["app/features/contact/x.tsx", 'import a from "../../routes/contact";'],
    ];
    for (const [file, code] of bad) expect(await problems(file!, `${code}\nexport { a };\n`), file).toHaveLength(1);
    expect(
      await problems("app/components/x.tsx", 'import { Island } from "~/islands/Island";\nexport { Island };\n'),
    ).toEqual([]);
    expect(
      await problems("app/routes/x.tsx", 'import { a } from "~/features/consent/consent";\nexport { a };\n'),
    ).toEqual([]);
  });

  it("let server/ import its domain, and app/ import the domain", async () => {
    expect(
      await problems("server/mail/x.ts", 'import { site } from "../domain/company/site.ts";\nexport { site };\n'),
    ).toEqual([]);
    expect(
      await problems(
        "app/routes/x.tsx",
        'import { site } from "../../server/domain/company/site.ts";\nexport { site };\n',
      ),
    ).toEqual([]);
  });
});
