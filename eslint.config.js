import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TS_PROJECTS = ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'];

/** One zone a feature folder: it may not reach into another feature's files, only through that feature's index.ts. */
function featureZones(root) {
  const features = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  return features.map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'A feature uses another feature only through its index.ts; move what both need to a shared folder.',
  }));
}

/** The layers run one way: shared code knows no feature, features know nothing of the app that assembles them. */
const layerRules = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        // Backend: http/ and the shared modules serve every feature and the app.
        {
          target: ['./backend/src/http', './backend/src/config.ts', './backend/src/logger.ts', './backend/src/types.ts'],
          from: ['./backend/src/modules', './backend/src/pages', './backend/src/app.ts', './backend/src/routes.ts', './backend/src/main.ts'],
          message: 'Shared server code does not import features or the app.',
        },
        // The server's own code never imports its test support (backend/test/); only tests do.
        { target: './backend/src', from: './backend/test', message: 'Production code does not import test support.' },
        // pages/ (server rendering of the web app's pages) reads the features' data; only the app assembles it.
        {
          target: './backend/src/modules',
          from: ['./backend/src/pages', './backend/src/app.ts', './backend/src/routes.ts', './backend/src/main.ts'],
          message: 'Features take AppDeps from types.ts; only the app imports the app.',
        },
        // Web app: components, lib and config are shared; features are assembled by app/ and first-view/.
        {
          target: ['./web/src/components', './web/src/lib', './web/src/config'],
          from: ['./web/src/features', './web/src/app', './web/src/first-view'],
          message: 'Shared web code does not import features or the app.',
        },
        { target: './web/src/features', from: ['./web/src/app', './web/src/first-view'], message: 'Features do not import the app.' },
        ...featureZones('web/src/features'),
        // Admin UI: components, lib and layout are shared; AdminApp/AdminRoutes assemble the features.
        {
          target: ['./packages/admin-ui/src/components', './packages/admin-ui/src/lib', './packages/admin-ui/src/layout'],
          from: ['./packages/admin-ui/src/features', './packages/admin-ui/src/AdminApp.tsx', './packages/admin-ui/src/AdminRoutes.tsx'],
          message: 'Shared admin code does not import features or the app.',
        },
        {
          target: './packages/admin-ui/src/features',
          from: ['./packages/admin-ui/src/AdminApp.tsx', './packages/admin-ui/src/AdminRoutes.tsx'],
          message: 'Features do not import the app.',
        },
        ...featureZones('packages/admin-ui/src/features'),
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/out/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/release/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Input checks deliberately match control characters (header injection, paths).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      ...layerRules,
    },
  },
  {
    // Tests and test support may reach anywhere to set a scene.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', '**/test/**', '**/testing/**', '**/fixtures/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Entities reference each other both ways (a profile has sections, a section belongs to a profile).
    files: ['**/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
