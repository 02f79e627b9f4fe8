// @ts-check
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Package bans per folder; folder-to-folder boundaries are import-x/no-restricted-paths below. */
const restrict = (...patterns) => [
  "error",
  { patterns: patterns.map(([group, message]) => ({ group, message })) },
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "pacts/**",
      ".reports/**",
      "e2e/artifacts/**",
      "src/routeTree.gen.ts",
      "node_modules/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "no-console": "off",
    },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Folder boundaries, checked on resolved paths (docs/architecture.md, "Import boundaries").
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/machines",
              from: ["./src/ui", "./src/services", "./src/routes"],
              message: "Machines are pure: xstate and contracts only.",
            },
            {
              target: "./src/services",
              from: ["./src/machines", "./src/ui", "./src/routes"],
              message: "Services import neither machines nor ui.",
            },
            { target: "./src", from: "./server", message: "The SPA never imports the server." },
            {
              target: "./server",
              from: "./src",
              message: "The server imports contracts, never the SPA (src/).",
            },
            {
              target: "./contracts/schema",
              from: ["./src", "./server"],
              message: "Contracts depend on neither the SPA nor the server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/machines/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        ["react", "react-dom", "react-*", "@xstate/react", "effect", "effect/*", "i18next"],
        "Machines are pure: no React, Effect or prose.",
      ]),
    },
  },
  {
    files: ["src/services/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        ["react", "react-dom", "react-i18next", "i18next", "xstate", "@xstate/*"],
        "Services carry codes, not prose, React or machines.",
      ]),
    },
  },
);
