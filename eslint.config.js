// ESLint 9 flat config. Lint is part of `npm test`; formatting (prettier) is not, to avoid churn.
// Layering (ARCHITECTURE "The shape", docs/decisions/016-where-things-go.md): schemas, domain ← src/lib ←
// src/components and src/data (the domain data homes) ← src/renderer ← blocks and src/features ← src/app;
// server imports only schemas, domain, fixtures; nothing imports src/app. eslint-rules.test.ts proves each
// boundary fires.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_OR_STORY = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.stories.ts'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const features = foldersOf('src/features');
const blockFolders = foldersOf('blocks');

/** The app's code that is neither plumbing (src/lib) nor a data home (src/data). */
const CONSUMERS = ['./src/app', './src/components', './src/features', './src/renderer', './src/playground', './blocks'];

/**
 * Import boundaries. Tests and stories may additionally read fixtures (STYLE 13: fixtures feed tests,
 * stories and mocks) and the block library (renderer tests render real blocks).
 */
function zones({ forTests }) {
  const fixtures = forTests ? [] : ['./fixtures'];
  const ours = ['./src', './blocks', './server', './tests', './scripts', './bench', './.storybook'];
  return [
    { target: './domain', from: ['./schemas', './fixtures', ...ours], message: 'domain imports nothing else of ours.' },
    { target: './schemas', from: ['./fixtures', ...ours], message: 'schemas may import only domain.' },
    {
      target: ['./src/lib', './src/components'],
      from: ['./src/data', './src/features', './src/renderer', './src/app', './blocks', './server', ...fixtures],
      message: 'src/lib and src/components import only schemas, domain, src/lib and src/components.',
    },
    {
      target: './src/data',
      from: ['./src/components', './src/features', './src/renderer', './src/app', './blocks', './server', ...fixtures],
      message: 'A data home imports only schemas, domain, src/lib and other data homes.',
    },
    // STYLE 3: one data home per domain. Calls and browser storage are made there and nowhere else (tests
    // may stub the transport).
    ...(forTests
      ? []
      : [
          {
            target: CONSUMERS,
            from: ['./src/lib/api-client.ts', './src/lib/http.ts', './src/lib/storage.ts', './src/data/call-api.ts'],
            message:
              "Calls and browser storage belong to a domain's data home: import its query options, mutations or stored values from src/data/<domain>/.",
          },
        ]),
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'A feature never imports another feature: move the shared piece down a layer.',
    })),
    {
      target: './src/features',
      from: ['./blocks', './src/app', './server', ...fixtures],
      message: 'Features import only schemas, domain, src/lib, src/components, src/data and src/renderer.',
    },
    ...blockFolders.map((name) => ({
      target: `./blocks/${name}`,
      from: './blocks',
      except: [`./${name}`],
      message: 'A block never imports another block: move the shared piece to src/components or src/lib.',
    })),
    {
      target: './blocks',
      from: ['./src/features', './src/app', './server', ...fixtures],
      message: 'Blocks import only schemas, domain, src/lib, src/components, src/data and src/renderer.',
    },
    {
      // STYLE 18: the renderer owns the block interface (src/renderer/define-block.ts) and takes its
      // registry from context, so it never imports the blocks it renders.
      target: './src/renderer',
      from: [...(forTests ? [] : ['./blocks']), './src/data', './src/features', './src/app', './server', ...fixtures],
      message:
        'The renderer imports only schemas, domain, src/lib and src/components: blocks import it, never the reverse.',
    },
    {
      target: './server',
      from: ['./src', './blocks', './tests', './scripts', './bench', './.storybook'],
      message: 'The server imports only schemas, domain, fixtures and its own files.',
    },
    {
      target: [
        './schemas',
        './domain',
        './blocks',
        './server',
        './fixtures',
        './src/lib',
        './src/components',
        './src/data',
        './src/features',
        './src/renderer',
        './tests',
        './.storybook',
        './bench',
        './scripts',
      ],
      from: './src/app',
      message: 'Nothing imports src/app.',
    },
  ];
}

/** Storage and the network are reached through src/lib's storage and transport, by the data homes only. */
const STORAGE_OR_NETWORK = "Calls and browser storage belong to a domain's data home (src/data/<domain>/).";
const restrictedGlobals = ['localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map((name) => ({
  name,
  message: STORAGE_OR_NETWORK,
}));
const restrictedProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map((property) => ({
    object,
    property,
    message: STORAGE_OR_NETWORK,
  })),
);

const focusedOrSkipped = {
  selector:
    "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip)$/], MemberExpression[object.property.name='describe'][property.name=/^(only|skip)$/]",
  message: 'No .only/.skip: filter by project (grep/testMatch) instead.',
};

/** A control off while its own action runs keeps the focus (ADR 046): heldWhileBusy, not `disabled`. */
const disabledWhileBusy = {
  selector:
    "JSXAttribute[name.name='disabled'] :matches(Identifier[name=/^(busy|pending|adding|removing|placing|saving|submitting)$/], MemberExpression[property.name='isPending'])",
  message:
    'A control off while its action runs keeps the focus: use heldWhileBusy (src/components/ui/held-while-busy.ts, ADR 046), not disabled.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.data*/**',
      'fixtures/images/**',
      'server/db/migrations/**',
      // Generated by msw (`npx msw init`), which asks that it not be edited.
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', focusedOrSkipped, disabledWhileBusy],
      'import-x/no-restricted-paths': ['error', { zones: zones({ forTests: false }) }],
    },
  },
  {
    files: TEST_OR_STORY,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ forTests: true }) }] },
  },
  {
    // The storefront's code reaches storage and the network only through src/lib's two modules (used by
    // the data homes); tests may set up storage directly to stand for another tab or a corrupt value. A drawn
    // page's own data is asked of its own URL, not the API, by its inline loader or the start-up (ADR 040).
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/storage.ts',
      'src/lib/http.ts',
      'src/entry-server.tsx',
      'src/app/app-loader.ts',
      'src/app/page-state.ts',
      ...TESTS,
    ],
    rules: {
      'no-restricted-globals': ['error', ...restrictedGlobals],
      'no-restricted-properties': ['error', ...restrictedProperties],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'The HTTP transport is src/lib/http.ts; calls go through a data home.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The sanitizers strip control characters from URLs and CSS on purpose (ARCHITECTURE: SafeHtml).
    files: ['src/components/ui/sanitize-html.ts', 'src/lib/inline-style.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // No pattern may backtrack on long input (STYLE 20): a quadratic pattern stalls a page or the server for
    // seconds on one crafted string.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Keeps the spec's quadratic e-mail pattern on purpose: the linear one is tested against it.
    files: ['domain/validation.test.ts'],
    rules: { 'regexp/no-super-linear-backtracking': 'off' },
  },
  {
    // Cycles matter in the app and the block library; checking the whole tree would slow lint for little gain.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
