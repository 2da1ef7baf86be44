/** Backend tests: unit (*.unit.spec.ts) and integration (*.int.spec.ts) against a real PostgreSQL. */
const swcrc = require('path').join(__dirname, '..', '.swcrc');

module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { swcrc: true, configFile: swcrc }] },
  moduleNameMapper: { '^@job-intake/contracts/(.*)$': '<rootDir>/../../contracts/src/$1' },
  globalSetup: '<rootDir>/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/testing/jest-global-teardown.ts',
  testTimeout: 60000,
};
