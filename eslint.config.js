// ESLint (flat config): TypeScript's recommended rules, the rules of hooks, and the
// accessibility checks of jsx-a11y. `npm run lint` runs it; `npm test` runs it first.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // bench/tmp/ holds the benchmark's own build (npm run bench).
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'bench/results.json', 'bench/tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `declare module 'react' { namespace JSX … }` is how a custom element gets its JSX type.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // React code only: the browser tests under test/e2e drive puppeteer, not React.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
