import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import moduleBoundaries from './eslint/module-boundaries.js';

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

/** The back office keeps the same rule for its features. */
const backofficeFeaturesDir = './apps/backoffice/src/features';
const backofficeFeatureZones = (
  existsSync(backofficeFeaturesDir) ? readdirSync(backofficeFeaturesDir) : []
).map((feature) => ({
  target: `${backofficeFeaturesDir}/${feature}`,
  from: backofficeFeaturesDir,
  except: [`./${feature}`],
  message: 'features do not import each other; move shared code to components/ or lib/',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/server/drizzle/**',
      'coverage/**',
      // Deliberately broken module maps that eslint/module-boundaries.test.ts lints.
      'eslint/fixtures/**',
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
            {
              target: './apps/backoffice',
              from: ['./apps/server', './apps/web'],
              message:
                'the back office talks to the server over HTTP only and shares only packages',
            },
            {
              target: ['./apps/server', './apps/web'],
              from: './apps/backoffice',
              message: 'nothing imports the back office',
            },
            ...backofficeFeatureZones,
            {
              target: ['./apps/backoffice/src/lib', './apps/backoffice/src/components'],
              from: ['./apps/backoffice/src/features', './apps/backoffice/src/app'],
              message:
                'lib/ and components/ are shared: they must not depend on features or the app',
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
    // Server modules use one another only through their index.ts, and the module map has no circle
    // (ARCHITECTURE.md "Layout"; eslint/module-boundaries.js).
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { modules: moduleBoundaries },
    rules: {
      'modules/index-only': ['error', { modulesDir: 'apps/server/src/modules' }],
      'modules/no-cycle': ['error', { modulesDir: 'apps/server/src/modules' }],
    },
  },
  {
    // The reference provider's game frames: plain browser scripts, no bundler.
    files: ['apps/demo-provider/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The player app's service worker (web push): a plain worker script, no bundler.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The player app's first load stays small (issue 12): the toaster loads with the first toast.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toaster.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'import { toast } from lib/toast, which loads sonner with the first toast',
            },
          ],
        },
      ],
    },
  },
);
