// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import rules between the layers of ARCHITECTURE.md section 2. */
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
// Bare package names are exact `paths`; only globs are gitignore-style `patterns`, so the
// package name 'electron' does not also match the folder platform/electron.
const isGlob = (p) => p.includes('*') || p.includes('/');
const layer = (files, restricted, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: restricted.filter((p) => !isGlob(p)).map((name) => ({ name, message })),
        patterns: restricted.filter(isGlob).map((group) => ({ group: [group], message })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', '.data', 'src/server/db/migrations', 'test-results'] },
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
  layer(
    ['src/shared/**'],
    [
      '**/server/**',
      '**/main/**',
      '**/preload/**',
      '**/renderer/**',
      'electron',
      'react',
      'react-dom',
      'fastify',
      'drizzle-orm*',
      '@blueprintjs/*',
      ...nodeBuiltins,
    ],
    'src/shared is pure TypeScript: no Node, Electron, React or server imports.',
  ),
  layer(
    ['src/renderer/**'],
    ['**/server/**', '**/main/**', '**/preload/**', 'electron', 'fastify', 'drizzle-orm*', ...nodeBuiltins],
    'The renderer reaches main and the server only through BridgeApi.',
  ),
  layer(
    ['src/renderer/features/**', 'src/renderer/app/**', 'src/renderer/components/**'],
    ['**/platform/electron/**', '**/platform/web/**'],
    'Features use the BridgeApi interface, never a platform adapter.',
  ),
  layer(
    ['src/server/**'],
    ['**/renderer/**', '**/main/**', '**/preload/**', 'electron', 'react', '@blueprintjs/*'],
    'The server never imports the renderer, main or Electron.',
  ),
  layer(
    ['src/main/**'],
    ['**/renderer/**', '**/preload/**', 'react', '@blueprintjs/*'],
    'Main never imports the renderer or preload.',
  ),
  layer(
    ['src/preload/**'],
    [
      '**/server/**',
      '**/main/**',
      '**/renderer/**',
      '**/shared/domain/**',
      '**/shared/api/client*',
      'fastify',
      'react',
    ],
    'Preload imports only src/shared/ipc.',
  ),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
