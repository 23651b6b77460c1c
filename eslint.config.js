import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

/** Web features do not import each other; what two features share moves to components/ or lib/. */
const webFeaturesDir = './apps/web/src/features';
const webFeatureZones = (existsSync(webFeaturesDir) ? readdirSync(webFeaturesDir) : []).map(
  (feature) => ({
    target: `${webFeaturesDir}/${feature}`,
    from: webFeaturesDir,
    except: [`./${feature}`],
    message: 'features do not import each other; move shared code to components/ or lib/',
  }),
);

/** Server modules may use one another only through their index.ts (ARCHITECTURE.md "Layout"). */

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // Workspace code imports TypeScript files without extensions (moduleResolution: Bundler).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Packages never reach into apps; apps never reach into each other.
            { target: './packages', from: './apps', message: 'packages must not import apps' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'the web app talks to the server over HTTP only',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'the server must not import the web app',
            },
            // Web: features do not import each other; shared code lives in components/ or lib/.
            ...webFeatureZones,
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'lib/ and components/ are shared: they must not depend on features or the app',
            },
            // Server: platform code does not depend on feature modules.
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'platform code must not depend on feature modules',
            },
          ],
        },
      ],
    },
  },
  {
    // Neither another module's files nor its sub-feature folders: only `../<module>` (its index).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index$).+$',
              message: 'another module is reached only through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // A module split into sub-feature folders (cashier-fiat/buy-orders/, …): the folders of one
    // module import each other directly, and another module, now two levels up, is still
    // reached only through its index.ts.
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)[^/]+/(?!index$).+$',
              message: 'another module is reached only through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
