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
  {
    // Islands are rendered by React on the server and hydrated by Preact (docs/decisions/0667): their ids must
    // come from one counter on both sides, not from React's useId.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/island-ids.tsx", "app/lib/islands.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message:
                "Use useStableId (app/lib/island-ids.tsx): the same ids in the server's HTML and in a hydrated island.",
            },
          ],
        },
      ],
    },
  },
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
