/**
 * The backend's import rules (domain-driven-hexagon's layering): the domain is plain TypeScript,
 * handlers take commands rather than HTTP bodies, a use case folder stands alone, and nothing is
 * circular or unreachable. Run with `npm run lint:layers -w backend`.
 */
const DOMAIN = '^src/.*/domain/';
const FRAMEWORKS = [
  'node_modules/@nestjs/',
  'node_modules/@eventstore/',
  'node_modules/@types/(pg|express|multer)/',
  'node_modules/(typeorm|pg|express|multer|helmet|rxjs|nodemailer)/',
  'node_modules/(nestjs-pino|pino|pino-http|class-validator|class-transformer)/',
];
const INFRASTRUCTURE = [
  '^src/(database|http|projections)/',
  '^src/event-store/(postgres|eventstoredb)/',
  '^src/event-store/(create-event-store|event-store\\.module)\\.ts$',
  '/(projections|commands|queries)/',
  '\\.(module|controller|entity|projection|handler|query-handler|dto)\\.ts$',
];
const TEST_CODE = ['\\.spec\\.ts$', '/testing/', '\\.conformance\\.ts$'];
/**
 * The folders that serve every feature and know none: configuration, the database and its pool,
 * the event store and the command kit, the projection runner, HTTP plumbing, who is calling,
 * worker leases and the shared kernel. A feature registers itself with them (its entities with
 * TypeOrmModule.forFeature, its projections with ProjectionsFeatureModule.forFeature).
 */
const SHARED_INFRASTRUCTURE = `^src/(${[
  'config',
  'database',
  'event-sourcing',
  'event-store',
  'http',
  'projections',
  'request-context',
  'shared',
  'workers',
].join('|')})/`;
/**
 * Where the backend starts: main.ts, and the backend modules the command-line tools in scripts/
 * (ops, bench, provider sandbox) start that main.ts does not reach.
 */
const ENTRY_POINTS = [
  '^src/main\\.ts$',
  '^src/all-projections\\.ts$',
  '^src/audit/verify-streams\\.ts$',
  '^src/database/throw-away-postgres\\.ts$',
  '^src/files/storage/copy-files\\.ts$',
  '^src/projections/(projection-rebuild|catch-up-projection)\\.ts$',
  '^src/provider/sandbox/provider-sandbox\\.server\\.ts$',
  '^src/workers/lease-holders\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-no-framework',
      comment: 'Domain code is plain TypeScript: no Nest, TypeORM, pg, Express or other framework.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'domain-imports-no-infrastructure',
      comment:
        'Domain code imports no database, HTTP, event-store adapter, projection or use case; ' +
        'ports (event-store.port, event-sourcing) are fine.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: INFRASTRUCTURE },
    },
    {
      name: 'infrastructure-imports-no-feature',
      comment:
        'The shared infrastructure (SHARED_INFRASTRUCTURE) imports only itself: a feature ' +
        'registers its entities and projections with it, never the other way round.',
      severity: 'error',
      from: { path: SHARED_INFRASTRUCTURE, pathNot: TEST_CODE },
      to: { path: '^src/', pathNot: SHARED_INFRASTRUCTURE },
    },
    {
      name: 'handlers-import-no-request-dtos',
      comment: 'A handler takes its command or query; the controller maps the request DTO to it.',
      severity: 'error',
      from: { path: '\\.(handler|query-handler)\\.ts$' },
      to: { path: '\\.request\\.dto\\.ts$' },
    },
    {
      name: 'no-cross-use-case-imports',
      comment:
        'A use case folder (commands/<x>/, queries/<x>/) imports no other use case folder: ' +
        'what two need lives in shared/ or domain/.',
      severity: 'error',
      from: { path: '^src/(.+)/(commands|queries)/([^/]+)/' },
      to: {
        path: '^src/.+/(commands|queries)/[^/]+/',
        pathNot: ['^src/$1/$2/$3/', '^src/.+/(commands|queries)/shared/'],
      },
    },
    {
      name: 'no-test-code-in-production-code',
      comment: 'Test kits (testing/ folders, conformance suites) are imported by specs only.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles. A type-only import is erased by the compiler, so a cycle through one ' +
        'cannot change load order (TypeORM entities name each other that way).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-unreachable-from-entry-points',
      comment: 'Every module but test code is reached from main.ts or another of ENTRY_POINTS.',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: { path: '^src/', pathNot: [...TEST_CODE, ...ENTRY_POINTS], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
