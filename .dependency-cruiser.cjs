/**
 * Imports go one way: shared → features → app (docs/architecture.md). `npm run lint` fails on any
 * import below that breaks it; apps/web/src/test/import-rules holds one deliberate offender per rule
 * to prove the rules bite.
 */
module.exports = {
  forbidden: [
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
