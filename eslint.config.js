// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import rules between the layers of ARCHITECTURE.md section 2. Which local file may import
 * which is an allow-list per element type (eslint-plugin-boundaries, below); the package bans
 * (Node, Electron, React, Fastify) stay with no-restricted-imports.
 */
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
];
const packageBan = (files, names, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // Bare names are exact `paths`; only globs are `patterns`, so the package 'electron'
        // does not also match the folder platform/electron.
        paths: names.filter((n) => !n.includes('*')).map((name) => ({ name, message })),
        patterns: names.filter((n) => n.includes('*')).map((group) => ({ group: [group], message })),
      },
    ],
  },
});

/**
 * Every file of src/ belongs to one element: the folder of the first descriptor that matches
 * it (more specific folders first, then the rest of their parent). Imports inside one element
 * are free; imports between elements must be allowed by `policies`.
 */
const elements = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server-engine', pattern: 'src/server/resources' },
  { type: 'server-module', pattern: 'src/server/modules' },
  // app.ts, main.ts, embedded.ts, config.ts, plugins/, db/
  { type: 'server-core', pattern: 'src/server' },
  { type: 'main', pattern: 'src/main' },
  { type: 'preload', pattern: 'src/preload' },
  { type: 'renderer-platform-web', pattern: 'src/renderer/platform/web' },
  { type: 'renderer-platform-electron', pattern: 'src/renderer/platform/electron' },
  // platform/index.ts, which picks the adapter
  { type: 'renderer-platform-index', pattern: 'src/renderer/platform' },
  { type: 'renderer-components', pattern: 'src/renderer/components' },
  { type: 'renderer-engine', pattern: 'src/renderer/engine' },
  // The foundation every screen stands on: the bridge, the session, the toaster, the resource
  // queries, the screens registry, the live events, the language.
  { type: 'renderer-core', pattern: 'src/renderer/core' },
  { type: 'renderer-feature', pattern: 'src/renderer/features/*', capture: ['feature'] },
  // The customer's review page: a browser bundle of its own, no React or Blueprint
  { type: 'renderer-review', pattern: 'src/renderer/review' },
  // features/index.ts, the list of the features' screens
  { type: 'renderer-feature-list', pattern: 'src/renderer/features' },
  // app/ and main.tsx
  { type: 'renderer-app', pattern: 'src/renderer' },
  { type: 'locales', pattern: 'locales' },
].map((element) => ({ ...element, partialMatch: false }));

/** Element selectors by type, optionally narrowed to files inside the element. */
const el = (type, fileInternalPath) => ({ element: fileInternalPath ? { type, fileInternalPath } : { type } });
const allow = (from, ...targets) => ({
  from: el(from),
  allow: { to: targets.map((t) => (typeof t === 'string' ? el(t) : t)) },
});
/** renderer-feature-public: features/index.ts and each feature's features/<name>/index.ts. */
const featurePublic = [el('renderer-feature', 'index.ts'), el('renderer-feature-list')];
const enginePublic = el('renderer-engine', 'index.ts');

/** What each element type may import (deny by default); later policies win over earlier ones. */
const policies = [
  allow('shared', 'shared'),
  allow('server-core', 'shared', 'server-core', 'server-engine', 'server-module'),
  allow('server-engine', 'shared', el('server-core', '{db,plugins}/**')),
  allow('server-module', 'shared', 'server-core', 'server-engine', 'server-module'),
  allow('main', 'shared'),
  allow('preload', el('shared', 'ipc/**'), el('shared', 'api/uploads*')),
  allow(
    'renderer-app',
    'shared',
    'locales',
    'renderer-core',
    'renderer-components',
    'renderer-engine',
    ...featurePublic,
    'renderer-platform-index',
  ),
  allow('renderer-core', 'shared', 'locales'),
  allow('renderer-components', 'shared', 'renderer-core'),
  allow('renderer-engine', 'shared', 'renderer-core', 'renderer-components'),
  allow('renderer-feature', 'shared', 'renderer-core', 'renderer-components', enginePublic, ...featurePublic),
  allow('renderer-feature-list', 'renderer-core', ...featurePublic),
  // The marks' pure geometry, shared with the Designs tab, and nothing of the app.
  allow('renderer-review', 'shared', el('renderer-feature', '{markGeometry,svgDom}.ts')),
  allow('renderer-platform-index', 'shared', 'renderer-platform-web', 'renderer-platform-electron'),
  allow('renderer-platform-web', 'shared'),
  allow('renderer-platform-electron', 'shared'),
  // Clearer messages for the usual slips.
  {
    from: el('renderer-feature'),
    disallow: { to: el('renderer-feature', '!index.ts') },
    message:
      'A feature reaches another feature only through its public file: import features/{{to.element.captured.feature}}/index.ts, not {{dependency.source}}',
  },
  {
    from: el('renderer-feature'),
    disallow: { to: el('renderer-engine', '!index.ts') },
    message: 'Features use the engine through src/renderer/engine/index.ts, not {{dependency.source}}',
  },
  {
    from: [el('renderer-engine'), el('renderer-components')],
    disallow: { to: [el('renderer-feature'), el('renderer-feature-list')] },
    message:
      '{{from.element.type}} never imports a feature ({{dependency.source}}): a feature registers its screens in core/screens.ts',
  },
  {
    from: [el('renderer-platform-web'), el('renderer-platform-electron')],
    disallow: { to: [el('renderer-platform-web'), el('renderer-platform-electron')] },
    message: 'A platform adapter never imports the other one ({{dependency.source}}); platform/index.ts picks one',
  },
  {
    from: el('main'),
    disallow: { to: [el('server-core'), el('server-engine'), el('server-module')] },
    message:
      'Main never imports the server ({{dependency.source}}): it starts the embedded server as a separate process',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', '.data', 'src/server/db/migrations', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            '{{from.element.type}} may not import {{to.element.type}} ({{dependency.source}}): see "Layers and their rules" in docs/architecture.md',
          policies,
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  packageBan(
    ['src/shared/**'],
    ['electron', 'react', 'react-dom', 'fastify', 'drizzle-orm*', '@blueprintjs/*', ...nodeBuiltins],
    'src/shared is pure TypeScript: no Node, Electron, React or server packages.',
  ),
  packageBan(
    ['src/renderer/**'],
    ['electron', 'fastify', 'drizzle-orm*', ...nodeBuiltins],
    'The renderer reaches main and the server only through BridgeApi.',
  ),
  packageBan(
    ['src/server/**'],
    ['electron', 'react', '@blueprintjs/*'],
    'The server never imports Electron, React or Blueprint.',
  ),
  packageBan(['src/main/**'], ['react', '@blueprintjs/*'], 'Main never imports React or Blueprint.'),
  packageBan(
    ['src/renderer/review/**'],
    ['react', 'react-dom', '@blueprintjs/*', '@tanstack/*', 'i18next', 'react-i18next', 'zod', 'electron', 'fastify'],
    'The review page is plain DOM: a few tens of kB, no framework.',
  ),
  packageBan(['src/preload/**'], ['fastify', 'react'], 'Preload imports only src/shared/ipc: no Fastify or React.'),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
