/**
 * The frontend's import rules (bulletproof-react's layering): shared code → features → app, no
 * feature importing another, and no production code importing the test kit.
 * Run with `npm run lint:layers -w frontend`.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-features-or-app',
      severity: 'error',
      from: { path: '^src/(shared|config)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-import-no-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-test-kit-in-production-code',
      severity: 'error',
      from: { pathNot: ['^src/testing/', '/test-support/', '\\.spec\\.tsx?$'] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      // A type-only import is gone after compiling: the store's RootState is typed from the
      // slices, whose own hooks use the typed useAppSelector (the Redux docs' set-up).
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
