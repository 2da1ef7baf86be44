/** Backend tests: unit (*.unit.spec.ts) and integration (*.int.spec.ts) against a real PostgreSQL. */
const swcrc = require('path').join(__dirname, '..', '.swcrc');
const OPENAPI_TYPESCRIPT_ESM = '(change-case|index-to-position|parse-json|supports-color)';

module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: true, configFile: swcrc }],
    // The OTLP exporter loads node:http with import(), which Jest's module registry refuses
    // (without --experimental-vm-modules): compiled to require() like the app's own code.
    '/@opentelemetry/otlp-exporter-base/.+\\.js$': [
      '@swc/jest',
      { swcrc: true, configFile: swcrc },
    ],
    // openapi-typescript's CommonJS build requires these ES modules (the typed client's test).
    [`/node_modules/${OPENAPI_TYPESCRIPT_ESM}/.+\\.js$`]: [
      '@swc/jest',
      { swcrc: true, configFile: swcrc },
    ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!@opentelemetry/otlp-exporter-base/|openapi-typescript/node_modules/|${OPENAPI_TYPESCRIPT_ESM}/)`,
  ],
  moduleNameMapper: { '^@job-intake/contracts/(.*)$': '<rootDir>/../../contracts/src/$1' },
  globalSetup: '<rootDir>/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/testing/jest-global-teardown.ts',
  testTimeout: 60000,
};
