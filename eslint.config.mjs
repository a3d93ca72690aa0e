// @ts-check
/**
 * Lint rules of the repository (`npm run lint`, part of `npm test`). Besides TypeScript's and React
 * hooks' rules, it enforces the layers README.md describes: config ← lib ← plugins and scripts ←
 * tests, with src/ (the site's client code) on config and lib only. An import against them fails.
 */
import js from '@eslint/js';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import {importX} from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Where code of one layer may not import from, with the reason the error message gives. */
const layerZones = [
  {
    target: './sandbox',
    from: ['./config', './lib', './plugins', './scripts', './tests', './src'],
    message: 'sandbox/ is the @identia/sandbox package: it ships alone, so it imports nothing from the portal.',
  },
  {
    target: './sandbox/src/engine',
    from: ['./sandbox/src/cli', './sandbox/src/mcp', './sandbox/src/contract', './sandbox/src/state'],
    message:
      'The sandbox engine runs in the browser too: it never imports the CLI or the MCP server (the Node layer), nor the checks built on it.',
  },
  {
    target: './sandbox/src/state',
    from: ['./sandbox/src/cli', './sandbox/src/mcp', './sandbox/src/contract'],
    message:
      'The state layer runs in the browser too, between the engine below it and the transports above it: it never imports a transport.',
  },
  {
    target: ['./sandbox/src/contract', './sandbox/src/search'],
    from: ['./sandbox/src/cli', './sandbox/src/mcp'],
    message: "The console's request checks and the search core run in the browser too: they never import the CLI or the MCP server.",
  },
  {
    target: './config',
    from: ['./lib', './plugins', './scripts', './tests', './src'],
    message: 'config/ holds data and pure functions only; it imports nothing but config/.',
  },
  {
    target: './lib',
    from: ['./plugins', './scripts', './tests', './src'],
    message: 'lib/ is shared by plugins, scripts and tests: it imports only config/ and lib/.',
  },
  {
    target: './plugins',
    from: ['./scripts', './tests', './src'],
    message: 'A plugin imports config/, lib/ and plugins/ only; move shared code to lib/.',
  },
  {
    target: './scripts',
    from: ['./plugins', './tests', './src'],
    message: 'A script imports config/, lib/ and scripts/ only; move shared code to lib/.',
  },
  {
    target: './src',
    from: ['./plugins', './scripts', './tests'],
    message: 'The site code in src/ imports config/ and lib/ only (plugin components through @theme/…).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'generated/**',
      '.docusaurus/**',
      'node_modules/**',
      'static/**',
      'sandbox/dist/**',
      'sandbox/specs/**',
      'sandbox/data/**',
      // StrykerJS's report, and its backup of the files it mutates in place while `npm run test:mutation` runs.
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({project: './tsconfig.json'})],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {basePath: import.meta.dirname, zones: layerZones}],
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` marks what a destructuring leaves out on purpose (`const {$ref: _ref, ...rest}`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // The engine runs in the browser (the try-it console) and in Node (the CLI); so do the search core
    // (the search worker and the CLI's MCP server) and the console's request checks (the console and
    // the MCP server's `llamar`): no Node built-ins.
    files: ['sandbox/src/engine/**/*.ts', 'sandbox/src/state/**/*.ts', 'sandbox/src/search/**/*.ts', 'sandbox/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'url', 'util', 'os', 'crypto', 'buffer', 'stream', 'zlib'],
              message: 'The sandbox engine has no Node imports: it runs in the browser too.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {name: 'Buffer', message: 'Use Uint8Array: the engine runs in the browser too.'},
        {name: 'process', message: 'The engine runs in the browser too.'},
      ],
    },
  },
  {
    // Tests wait for a state the page or the process exposes (tests/e2e/settled.ts), never for time, and never
    // read today's date (the build's is lib/buildDate.ts): a sleep passes on a fast machine and fails on a loaded
    // one. Speed budgets live in `npm run bench`; a printed figure and a deadline that only fails are
    // tests/e2e/stopwatch.ts, the one place allowed to read the clock.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for a state (tests/e2e/settled.ts: pageSettled, domQuiet, animationFrames), not for time.',
        },
        {object: 'Date', property: 'now', message: 'Tests do not read the clock: wait for a state; a printed figure uses stopwatch().'},
        {
          object: 'performance',
          property: 'now',
          message: 'Tests do not read the clock: wait for a state; a printed figure uses stopwatch().',
        },
        {object: 'window', property: 'setTimeout', message: 'Wait for a state, not for time.'},
        {object: 'globalThis', property: 'setTimeout', message: 'Wait for a state, not for time.'},
      ],
      'no-restricted-globals': [
        'error',
        {name: 'setTimeout', message: 'Wait for a state, not for time (a deadline that only fails: failAfter in tests/e2e/stopwatch.ts).'},
        {name: 'setInterval', message: 'Wait for a state, not for time.'},
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Tests never read today's date: use the build's (recordedBuildDate in lib/buildDate.ts) or a fixed one.",
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: "Tests never read today's date: use the build's (recordedBuildDate in lib/buildDate.ts) or a fixed one.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {name: 'node:timers/promises', message: 'Wait for a state, not for time.'},
            {name: 'timers/promises', message: 'Wait for a state, not for time.'},
          ],
        },
      ],
    },
  },
  {
    // React code: the site's, and each plugin's theme components and client modules. (Build-time
    // code has functions named `use…` that are not hooks.)
    files: [
      'src/**/*.{ts,tsx}',
      'plugins/*/theme/**/*.{ts,tsx}',
      'plugins/*/client/**/*.{ts,tsx}',
      'plugins/try-it/console/**/*.{ts,tsx}',
      'plugins/responsive-layout/useWindowSize.ts',
    ],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
