// ESLint 9 flat config. Lint is part of `npm test`; formatting (prettier) is not, to avoid churn.
// Layering (ARCHITECTURE "The shape"): schemas, domain ← src/lib, src/components ← src/features, blocks
// ← src/renderer ← src/app; server imports only schemas, domain, fixtures; nothing imports src/app.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_OR_STORY = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/*.stories.ts'];

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

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
      from: ['./src/features', './src/renderer', './src/app', './blocks', './server', ...fixtures],
      message: 'src/lib and src/components import only schemas, domain, src/lib and src/components.',
    },
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'A feature never imports another feature: move the shared piece down a layer.',
    })),
    {
      target: './src/features',
      from: ['./blocks', './src/renderer', './src/app', './server', ...fixtures],
      message: 'Features import only schemas, domain, src/lib and src/components.',
    },
    {
      target: './blocks',
      from: ['./src/features', './src/renderer', './src/app', './server', ...fixtures],
      message: 'Blocks import only schemas, domain, src/lib and src/components.',
    },
    ...(forTests
      ? []
      : [
          {
            target: './src/renderer',
            from: './blocks',
            except: ['./define-block.ts'],
            message: 'The renderer takes its registry from context; it may import only blocks/define-block.',
          },
        ]),
    {
      target: './src/renderer',
      from: ['./src/features', './src/app', './server', ...fixtures],
      message: 'The renderer imports only schemas, domain, src/lib, src/components and blocks/define-block.',
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

const focusedOrSkipped = {
  selector:
    "MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip)$/], MemberExpression[object.property.name='describe'][property.name=/^(only|skip)$/]",
  message: 'No .only/.skip: filter by project (grep/testMatch) instead.',
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
      'no-restricted-syntax': ['error', focusedOrSkipped],
      'import-x/no-restricted-paths': ['error', { zones: zones({ forTests: false }) }],
    },
  },
  {
    files: TEST_OR_STORY,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ forTests: true }) }] },
  },
  {
    // The sanitizers strip control characters from URLs and CSS on purpose (ARCHITECTURE: SafeHtml).
    files: ['src/components/ui/safe-html.tsx', 'src/lib/inline-style.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Cycles matter in the app and the block library; checking the whole tree would slow lint for little gain.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
