// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** An import spec reaching a top-level client folder from below it. */
const UPPER = '(^|/)';

/** One ESLint block per client layer, refusing imports of the layers above it. */
function clientLayers(layers) {
  return layers.map(({ layer, dirs, forbid }) => ({
    files: dirs.map((d) => `packages/client/src/${d}/**/*.{ts,tsx}`),
    ignores: ['packages/client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...forbid, `${UPPER}main$`].map((regex) => ({
            regex,
            message: `The ${layer} layer must not import from a layer above it (docs/ARCHITECTURE.md, client layers).`,
          })),
        },
      ],
    },
  }));
}

/**
 * Screens call the server one way: through the flows of app/ (app/social, app/road …), never by
 * naming an endpoint themselves. So presentation files may use the protocol's `api` only for its
 * types (`import type { api }`), and never reach `game.api`.
 */
function callsThroughFlows(dirs) {
  return {
    files: dirs.map((d) => `packages/client/src/${d}/**/*.{ts,tsx}`),
    ignores: ['packages/client/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@heroroad/protocol',
              importNames: ['api'],
              allowTypeImports: true,
              message:
                'Screens call the server through a flow in app/ (e.g. app/social); import the endpoints only as types (`import type { api }`).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          property: 'api',
          message: 'Screens call the server through a flow in app/ (e.g. app/social).',
        },
      ],
    },
  };
}

/**
 * The server's layers, read from `modules.ts` so the list there stays the one place that orders
 * the domains: the platform (core/, db/, plugins/, auth/, jobs/, realtime/) imports no domain;
 * the kernel (kernel.ts) imports only its ports, the player domain and the domains it stands on;
 * a domain imports only the domains listed before it. Only the composition (app.ts, services.ts,
 * modules.ts, migrations.ts, main.ts, index.ts, cli/) sees everything.
 */
function serverLayers() {
  const src = 'packages/server/src';
  const text = readFileSync(new URL(`./${src}/modules.ts`, import.meta.url), 'utf8');
  const folderOf = new Map(
    [...text.matchAll(/import \{ (\w+) \} from '\.\/(\w+)\/module\.js'/g)].map((m) => [m[1], m[2]]),
  );
  const listed = /export const MODULES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  const order = [...listed.matchAll(/\w+/g)].map((m) => folderOf.get(m[0]));
  if (order.length === 0 || order.some((d) => !d)) {
    throw new Error(`eslint.config.js: cannot read the module order of ${src}/modules.ts`);
  }
  const composition = '(app|services|modules|migrations|main|index)(\\.js)?$|cli/';
  const reaching = (depth, names) => `^(\\.\\./){${depth}}(${names.join('|')}/|${composition})`;
  /** One block per folder depth: a relative import climbs exactly as many folders as it is deep. */
  const blocks = (folder, names, message) =>
    [1, 2, 3].map((depth) => ({
      files: [`${src}/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: [`${src}/**/*.test.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: reaching(depth, names), message }] },
        ],
      },
    }));
  const platform = ['core', 'db', 'plugins', 'auth', 'jobs', 'realtime'].flatMap((folder) =>
    blocks(
      folder,
      order,
      `The server's ${folder}/ is platform: it imports no domain (docs/ARCHITECTURE.md, server layers).`,
    ),
  );
  const domains = order.flatMap((folder, i) =>
    i + 1 < order.length
      ? blocks(
          folder,
          order.slice(i + 1),
          `The ${folder} module imports only the modules listed before it in modules.ts (docs/ARCHITECTURE.md, server layers).`,
        )
      : [],
  );
  const kernel = {
    files: [`${src}/kernel.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\./(${order.slice(order.indexOf('player') + 1).join('|')}|cli)/|^\\./(app|services|modules|migrations|main|index)(\\.js)?$`,
              message:
                'The kernel imports only its ports: the platform, the player domain and the domains listed before it (docs/ARCHITECTURE.md, server layers).',
            },
          ],
        },
      ],
    },
  };
  return [...platform, ...domains, kernel];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.node/**',
      'data/**',
      'bench/results/**',
      'tests/e2e/screenshots/**',
      'packages/client/src/assets/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Domains add their tables to the server's Database with `interface Database extends X {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      'no-console': 'off',
    },
  },
  {
    // The rules package decides the game: it must stay pure and deterministic.
    files: ['packages/rules/src/**/*.ts'],
    ignores: [
      'packages/rules/src/**/*.test.ts',
      'packages/rules/src/sim/**',
      'packages/rules/src/**/*.bench.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded RNG instead.' },
        { object: 'Date', property: 'now', message: 'Pass the time in as an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'Pass the time in as an argument.',
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'process',
        'setTimeout',
        'setInterval',
        'console',
      ],
    },
  },
  {
    files: ['packages/client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string goes through i18n: no literal text between JSX tags.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zА-Яа-яЁё]/]',
          message: 'Use t() for visible text.',
        },
      ],
    },
  },
  // The client's layers point one way: model ← infrastructure ← realtime (the link) ← app
  // (flows) ← presentation ← main.tsx, the composition root. Scenes only draw and report taps:
  // they never call the server. The link tells the game through its own ports (realtime/ports.ts)
  // and main.tsx answers them with flows, so realtime imports nothing of app/, not even a type.
  ...clientLayers([
    { layer: 'model', dirs: ['model'], forbid: ['^\\.\\./(?!config$)'] },
    {
      layer: 'infrastructure',
      dirs: ['api', 'events', 'i18n', 'stores', 'storage', 'platform', 'sound'],
      forbid: [
        // The feature folders' texts reach i18n/ by their names (a glob in texts.{en,ru}.ts),
        // not by imports: a language module names no feature.
        `${UPPER}(app|ui|overlays|scenes|pixi|demo|testing)/`,
        `${UPPER}realtime/(?!events$)`,
      ],
    },
    {
      layer: 'realtime',
      dirs: ['realtime'],
      forbid: [`${UPPER}(app|ui|overlays|scenes|pixi|demo|testing)/`],
    },
    {
      layer: 'app',
      dirs: ['app'],
      forbid: [`${UPPER}(ui|overlays|scenes|pixi|demo|testing)/`],
    },
    // A scene's registration (scenes/feature.ts) names its menu button in the menus' own terms:
    // ui/menu/entry.ts holds only types, so reading it brings no React into the canvas.
    {
      layer: 'scenes',
      dirs: ['scenes'],
      forbid: [`${UPPER}(app|api|overlays|testing)/`, `${UPPER}ui/(?!menu/entry$)`],
    },
  ]),
  callsThroughFlows(['overlays', 'ui']),
  ...serverLayers(),
  {
    // The server's data access is built one way: a repository is a module of functions taking
    // the executor (a connection or a transaction) first, never an object built around one.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ClassDeclaration[id.name=/Repository$/]',
          message:
            'A repository is a module of functions taking the executor first (`find(db: Executor, id)`), not a class (docs/ARCHITECTURE.md, persistence).',
        },
      ],
    },
  },
  {
    // Tests hold on every date, in every zone: they read time only through the clock they inject
    // (manualClock on the server, the client harness's TEST_NOW, a journey's clock). Deadlines of
    // a wait use performance.now().
    files: [
      '**/*.test.{ts,tsx}',
      'packages/server/test/**/*.ts',
      'packages/bot/test/**/*.ts',
      'packages/client/src/testing/**/*.{ts,tsx}',
      'tests/e2e/**/*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: "Read the test's injected clock (manualClock, TEST_NOW, the journey's clock).",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the test's injected clock (manualClock, TEST_NOW, the journey's clock).",
        },
      ],
    },
  },
);
