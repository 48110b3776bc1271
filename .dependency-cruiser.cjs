/**
 * Imports go one way: shared → features → app (docs/architecture.md). `npm run lint` fails on any
 * import below that breaks it; apps/web/src/test/import-rules holds one deliberate offender per rule
 * to prove the rules bite.
 */
// The API's modules in layers, lowest first (docs/architecture.md): a module imports its own layer and
// those below it, never one above.
const API_LAYERS = [
  ['uploads', 'places', 'health'],
  ['accounts', 'auth', 'users', 'settings', 'mail', 'push', 'records'],
  ['notifications'],
  ['job-search'],
  ['businesses', 'jobs', 'engagements', 'applications', 'shifts', 'team', 'skills', 'experience'],
  ['alerts', 'messages', 'calendar', 'check-in', 'contracts', 'my-data', 'admin', 'test-hooks'],
];
const API = '^apps/api/src/';
// tests build the whole app (src/test/) and may reach anything
const NOT_A_TEST = '([.]test[.]ts$|^apps/api/src/test/)';
const modulesOf = (layers) => `${API}modules/(${layers.flat().join('|')})/`;
const TOP = `${API}(seed|operations|cli|composition)/|${API}(app|server)[.]ts$`;

const apiLayerRules = API_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `api-${layer[0]}-layer-imports-higher`,
  comment: `${layer.join(', ')} may not import a module of a higher layer.`,
  severity: 'error',
  from: { path: modulesOf([layer]), pathNot: NOT_A_TEST },
  to: { path: modulesOf(API_LAYERS.slice(index + 1)) },
}));

module.exports = {
  forbidden: [
    {
      name: 'api-no-circular',
      comment: 'No import circle in the API: each file can be read after the ones it imports.',
      severity: 'error',
      from: { path: API, pathNot: NOT_A_TEST },
      to: { circular: true },
    },
    {
      name: 'api-floor-imports-up',
      comment: 'lib, config and db are the floor: they import nothing of the API above them.',
      severity: 'error',
      from: { path: `${API}(lib|config|db)/`, pathNot: NOT_A_TEST },
      to: { path: `${API}(plugins|modules)/|${TOP}` },
    },
    {
      name: 'api-plugins-import-modules',
      comment: 'plugins/ serve every module and know none; app.ts hands them what a module answers.',
      severity: 'error',
      from: { path: `${API}plugins/`, pathNot: NOT_A_TEST },
      to: { path: `${API}modules/|${TOP}` },
    },
    {
      name: 'api-module-imports-top',
      comment: 'Modules are composed by app.ts; they never import it, the seed, operations or commands.',
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: NOT_A_TEST },
      to: { path: TOP },
    },
    {
      name: 'api-module-without-layer',
      comment: 'Every API module has its place in API_LAYERS above.',
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: `${modulesOf(API_LAYERS)}|${NOT_A_TEST}` },
      to: {},
    },
    ...apiLayerRules,
    {
      name: 'feature-imports-other-feature',
      comment: 'A web feature never imports another feature; the screen in app/routes combines them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'Features are used by app/, never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib|config)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-framework',
      comment:
        'packages/shared holds schemas, constants and rules: zod, the INSZ check and Brussels time (@date-fns/tz), nothing else.',
      severity: 'error',
      // tests may use the test runner
      from: { path: '^packages/shared/', pathNot: '[.]test[.]ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown'],
        pathNot: 'node_modules/(zod|validate-insz|@date-fns/tz)/',
      },
    },
    {
      name: 'shared-imports-apps',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^apps/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
