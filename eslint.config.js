// ESLint flat config: JavaScript and TypeScript recommended rules (syntax only, no type information, so
// a full run stays in seconds), React hooks (including the React Compiler checks: set-state-in-effect,
// refs, purity), jsx-a11y, and eslint-config-prettier last so that formatting belongs to Prettier alone.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** React's useId is refused everywhere in app/ but the islands' id counter (docs/decisions/0667): islands are
 * rendered by React on the server and hydrated by Preact, so their ids come from one counter on both sides. */
const useIdPath = {
  name: "react",
  importNames: ["useId"],
  message: "Use useStableId (app/islands/island-ids.tsx): the same ids in the server's HTML and in a hydrated island.",
};
const below = (layers, why) => ({
  // `**/x` matches the folder at any depth and through the ~ alias (`~/x`, `../x`, `../../x`), `**/x/**` what is in it.
  group: layers.flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]),
  message: why,
});
/** What each layer of app/ may not import: the layers above it. */
const appLayers = [
  {
    files: ["app/lib/**", "app/content/**"],
    patterns: [
      below(
        ["components", "features", "islands", "routes"],
        "lib/ and content/ are the bottom of app/: move the code down or the import up (1109).",
      ),
    ],
  },
  {
    files: ["app/components/**", "app/features/**"],
    patterns: [
      below(["routes"], "Components and features never import a route module (1109)."),
      {
        group: ["**/islands/registry*", "**/islands/boot*", "**/islands/hydrate*", "**/islands/page*"],
        message:
          "A component renders an island with <Island> (app/islands/Island.tsx); the registry, the boot script and the page handle import components, not the other way (1109).",
      },
    ],
  },
];
function appImportRules() {
  const rule = (patterns) => ["error", { paths: [useIdPath], patterns }];
  return [
    {
      files: ["app/**/*.{ts,tsx}"],
      ignores: ["app/islands/island-ids.tsx", "app/islands/Island.tsx"],
      rules: { "no-restricted-imports": rule([]) },
    },
    ...appLayers.map(({ files, patterns }) => ({
      files,
      ignores: ["**/*.test.{ts,tsx}"],
      rules: { "no-restricted-imports": rule(patterns) },
    })),
  ];
}

export default defineConfig(
  globalIgnores([
    "build/",
    "data/",
    "public/",
    ".react-router/",
    "test-results/",
    "playwright-report/",
    "server/db/migrations/",
    "app/fonts/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Tables that scroll sideways sit in a labelled region, and a carousel's strip of slides is a labelled
      // group, with tabIndex 0 so keyboards can scroll them (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"], tags: [] }],
    },
  },
  // Imports in app/ point down (docs/decisions/1109): routes -> the islands' registry -> features and
  // components -> content and lib, and everything may import server/domain. One rule, no exceptions list;
  // tests may reach across (they check how the layers work together).
  ...appImportRules(),
  {
    // The layers (docs/decisions/1108): the server and its domain never reach up into the pages. Facts both
    // sides need live in server/domain/, which app/ imports. No exceptions.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app", "**/app/**", "~/**"],
              message: "server/ never imports app/: move what both need into server/domain/ (docs/decisions/1108).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**", "scripts/**", "tests/**", "*.{js,ts}", "app/**/*.server.ts", "app/**/*.test.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // Unused names prefixed with _ are deliberate (for example a destructured field left out of a rest object).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  prettier,
);
