// ESLint (flat config): typescript-eslint's recommended rules, the import zones that hold the architecture
// (docs/architecture.md, "Lint"), no import cycles, kebab-case file names and no unused variables.
// Formatting is Prettier's job; eslint-config-prettier comes last and turns off every rule that would disagree with it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirs = (path) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const SOURCE = ['**/*.{ts,tsx,js,mjs}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**'];

// Web: app/ → features/ → the shared layer, never upward; a feature does not import another feature.
const web = 'apps/web/src';
const webShared = ['components', 'lib', 'stores', 'utils', 'i18n', 'styles'].map((d) => `${web}/${d}`);
const webZones = [
  {
    target: webShared,
    from: [`${web}/app`, `${web}/features`],
    message: 'The shared layer (components, lib, stores, utils, i18n, styles) imports neither app/ nor features/.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'A feature does not import app/; move what it needs to the shared layer.' },
  ...dirs(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; what two features share belongs in the shared layer.',
  })),
];

// Server: a module reaches another module only through its public surface, modules/<b>/<b>.api.ts. Drizzle tables
// (*.table.ts) are the shared database schema (foreign keys, joins) and stay importable; lib/ and db/ import no module
// except db/schema.ts, which gathers the tables for drizzle-kit.
const server = 'apps/server/src';
const modules = dirs(`${server}/modules`);
const tableFiles = (module) =>
  readdirSync(join(root, server, 'modules', module))
    .filter((f) => f.endsWith('.table.ts'))
    .map((f) => `./${module}/${f}`);
const serverZones = [
  ...modules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules`,
    except: [`./${module}`, ...modules.filter((m) => m !== module).flatMap((m) => [`./${m}/${m}.api.ts`, ...tableFiles(m)])],
    message: 'Another module is reached only through its <module>.api.ts (or its *.table.ts).',
  })),
  { target: [`${server}/lib`], from: `${server}/modules`, message: 'lib/ imports no module.' },
  {
    target: [`${server}/db`],
    from: `${server}/modules`,
    except: modules.flatMap(tableFiles),
    message: 'db/ imports no module (db/schema.ts gathers the *.table.ts files only).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/e2e/artifacts/**',
      'apps/server/drizzle/**',
      '**/data/**',
      '**/.tmp/**',
    ],
  },
  { files: SOURCE, ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ files: SOURCE, ...config })),
  {
    files: SOURCE,
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Full-width spaces in Chinese UI text are deliberate.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...serverZones] }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // Tests may reach into any layer or module they test, and read loosely typed JSON responses.
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The web calls endpoints only through lib/api.ts (call, download), made from the contracts: no URL typed by hand.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/request'],
              importNames: ['request', 'requestFile'],
              message: '请用 lib/api 的 call() / download() 调用 packages/contracts 中声明的接口',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts that hand functions to a browser page (page.evaluate).
    files: ['apps/e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/form-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
