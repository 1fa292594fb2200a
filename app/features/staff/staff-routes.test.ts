import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

// The guard and the headers live in the middleware of routes/staff.tsx (docs/decisions/0866): no staff
// route guards itself or sets the headers by hand, and every action reads its form through a schema.
const routes = readdirSync("app/routes").filter((name) => name.startsWith("staff"));
const source = (name: string) => readFileSync(`app/routes/${name}`, "utf8");

it("finds the staff routes", () => {
  expect(routes.length).toBeGreaterThan(10);
});

it.each(routes)("%s neither calls a guard of its own nor spreads the headers", (name) => {
  expect(source(name)).not.toMatch(/requireStaff|STAFF_HEADERS/);
});

// Signing out is the one action that sends no fields.
const withForms = routes.filter(
  (name) => /export (async )?function action/.test(source(name)) && name !== "staff.sign-out.tsx",
);

// A content editor hands its request to the editors' shared action (decision 1149), which reads it so.
it.each(withForms)("%s reads its action's form through a schema, field by field never by hand", (name) => {
  expect(source(name)).toMatch(/readForm\(request, \w+\)|parseForm\(form, |editorAction(<[^>]*>)?\(request, /);
  expect(source(name)).not.toMatch(/form\.get\(/);
});

it("the content editors' shared action reads its form through a schema", () => {
  const shared = readFileSync("app/features/content/editor.server.ts", "utf8");
  expect(shared).toMatch(/readForm\(request, \w+\)/);
  expect(shared).not.toMatch(/form\.get\(/);
});
