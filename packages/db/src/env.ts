/** The only place this package reads the environment (its CLI and the test harness use it). */
export const dbEnv = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
  testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
  dockerHost: process.env.DOCKER_HOST || undefined,
};
