/** Pure rules: unit tests only, no database. */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { swcrc: true, configFile: require('path').join(__dirname, '..', '.swcrc') },
    ],
  },
};
