import {
  allProjections,
  type CheckResult,
  exitCodeOf,
  loadConfig,
  runDoctor,
} from '@job-intake/backend/tools';
import { connect } from '../shared/connect';

/** Prints one line per check and returns the exit status (0 ok, 1 a failure, 2 warnings only). */
export async function doctor(): Promise<number> {
  const results = await checkAll();
  for (const { check, status, reason } of results) {
    console.log(`${status.padEnd(4)}  ${check.padEnd(32)} ${reason}`);
  }
  return exitCodeOf(results);
}

async function checkAll(): Promise<CheckResult[]> {
  const config = loadConfig(process.env);
  let connection;
  try {
    connection = await connect({ migrations: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ check: 'database', status: 'fail', reason: `cannot connect: ${reason}` }];
  }
  try {
    const { store, pool } = connection;
    return await runDoctor({ store, pool, config, projections: allProjections });
  } finally {
    await connection.close();
  }
}
