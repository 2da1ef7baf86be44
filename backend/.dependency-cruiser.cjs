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
 * worker leases, traces and the shared kernel. A feature registers itself with them (its entities
 * with TypeOrmModule.forFeature, its projections with ProjectionsFeatureModule.forFeature).
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
  'tracing',
  'workers',
].join('|')})/`;
/** What hands out the store's append: its port, the factory and the adapters' append modules. */
const EVENT_STORE_APPEND = [
  '^src/event-store/event-store-append\\.port\\.ts$',
  '^src/event-store/create-event-store\\.ts$',
  '^src/event-store/postgres/(postgres-event-store|append-events|append-to-streams)\\.ts$',
  '^src/event-store/eventstoredb/eventstoredb-event-store\\.ts$',
];
/** Who may append: the command runner, the event store itself, migrations and test code. */
const MAY_APPEND = [
  '^src/event-sourcing/command-handling\\.ts$',
  '^src/jobs/shared/job-commands\\.ts$',
  '^src/event-store/',
  '^src/database/migrations/',
  // The tools' entry: benchmarks and the drill write raw events into throw-away stores.
  '^src/tools\\.ts$',
  // A restore appends a backup's events again, as the source's deciders accepted them, into an
  // empty store (decision 0044).
  '^src/backup/restore-events\\.ts$',
  ...TEST_CODE,
];
/**
 * Where the backend starts: main.ts, and its public entries for tools (package.json `exports`):
 * what the scripts in scripts/ and the end-to-end tests use.
 */
const ENTRY_POINTS = ['^src/main\\.ts$', '^src/tools\\.ts$', '^src/testing/test-kits\\.ts$'];

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
      name: 'only-the-command-runner-appends',
      comment:
        'Every event reaches a stream through a command its decider accepted at the revision it ' +
        'read: only the command runner (event-sourcing/command-handling.ts, ' +
        'jobs/shared/job-commands.ts), the event store, migrations and tests may hold its append. ' +
        'Others read through EventStore and record through JobCommands or JobCommandRunner.',
      severity: 'error',
      from: { pathNot: MAY_APPEND },
      to: { path: EVENT_STORE_APPEND },
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
