import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// The web app's layers (ARCHITECTURE.md, conventions 2): ui/, api/, site/ → features/ → app/.
const web = `${import.meta.dirname}/apps/web/src`;
const webFeatures = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  { target: `${web}/api`, from: [`${web}/ui`, `${web}/site`, `${web}/features`, `${web}/app`], message: 'api/ is the typed client: it depends on no other part of the app.' },
  { target: `${web}/ui`, from: [`${web}/site`, `${web}/features`, `${web}/app`], message: 'ui/ is shared presentation: it takes what it shows as props.' },
  { target: `${web}/site`, from: [`${web}/features`, `${web}/app`], message: 'site/ is shared by app/ and features: it depends on neither.' },
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not depend on app/ (routing, layout): move what they share to ui/, site/ or api/.' },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features/**`,
    except: [`${web}/features/${feature}/**`, `${web}/features/*/index.ts`],
    message: "A feature reaches another only through that feature's index.ts.",
  })),
];

// The staff console's layers, as the web app's: ui/, api/ → features/ → app/ (ARCHITECTURE.md, the staff console).
const consoleSrc = `${import.meta.dirname}/apps/console/src`;
const consoleFeatures = readdirSync(`${consoleSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const consoleZones = [
  { target: `${consoleSrc}/api`, from: [`${consoleSrc}/ui`, `${consoleSrc}/features`, `${consoleSrc}/app`], message: 'api/ is the typed client: it depends on no other part of the console.' },
  { target: `${consoleSrc}/features`, from: `${consoleSrc}/app`, message: 'Features do not depend on app/ (routing, layout).' },
  ...consoleFeatures.map((feature) => ({
    target: `${consoleSrc}/features/${feature}`,
    from: `${consoleSrc}/features/**`,
    except: [`${consoleSrc}/features/${feature}/**`, `${consoleSrc}/features/*/index.ts`],
    message: "A feature reaches another only through that feature's index.ts.",
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/builds/**', 'apps/console/builds/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'screenshots/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in config.ts only.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // Static and dynamic import() alike: a lazy route into a module that imports its router is still a circle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: consoleZones }],
    },
  },
  {
    // The widgets both apps share take what they show as props: no app's code, data or client.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@commons/web', '@commons/web/*', '@commons/console', '@commons/console/*', '@commons/contract', '@commons/contract/*'], message: 'packages/ui is shared presentation: it takes what it shows as props.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/index.ts', 'apps/console/src/features/*/index.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: "A feature's index.ts names what it exports: no export *." }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'react', 'react-*', 'drizzle-orm', 'pg', '@commons/contract', 'fastify'], message: 'domain is pure: no I/O, no frameworks.' }] }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass `now` in.' }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'react', 'drizzle-orm', 'pg', 'fastify'], message: 'contract holds schemas only.' }] }] },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Journeys take test from ./support/test.ts: it starts the browser on the e2e server's clock." }] }],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/src/seed/cli.ts', 'apps/web/scripts/build.ts', 'apps/console/scripts/build.ts', 'e2e/**', 'bench/**', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
