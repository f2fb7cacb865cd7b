import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      "e2e-archive-site/",
      "e2e-content/",
      ".cache/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "reports/",
      ".stryker-tmp/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Readers' code, and the rules it loads from src/model, may use the content model's types but
    // never its code: zod and the validator stay in the build and the editor (src/cms, src/node).
    // e2e/budgets.spec.ts checks the bundles after a build; this says so at the line.
    files: [
      "src/{components,pages,templates,browser,hooks,model}/**/*.{ts,tsx}",
      "gatsby-browser.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*(src/)?content(/|$)",
              allowTypeImports: true,
              message:
                "Readers' code may import the content model (src/content) only as types (`import type`): its code carries zod into readers' bundles.",
            },
          ],
        },
      ],
    },
  },
  {
    // Imports run one way: tests (__tests__, e2e) use tools and the product; tools (tools/) use the
    // product; the product (src, scripts, gatsby-*) uses neither, so nothing a reader, an editor or
    // the build runs depends on a bench or a test.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "gatsby-*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/)+(tools|e2e|__tests__)(/|$)",
              message:
                "The product (src, scripts, gatsby-*) never imports tools/, e2e/ or __tests__/: they use it, not the other way round.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tools/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/)+(e2e|__tests__)(/|$)",
              message:
                "Tools never import tests (e2e/, __tests__/): shared helpers live in tools/support/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand over their value through a function named `use`, not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
