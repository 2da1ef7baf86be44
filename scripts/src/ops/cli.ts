import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { connect, type Connection } from '../shared/connect';
import { auditVerify } from './audit-verify';
import { backup } from './backup';
import { doctor } from './doctor';
import { emailsRemind } from './emails-remind';
import { filesMigrate } from './files-migrate';
import { jobReplay } from './job-replay';
import { jobsArchiveDue } from './jobs-archive-due';
import { projectionsRebuild, type RebuildFlags } from './projections-rebuild';
import { projectionsStatus } from './projections-status';
import { restore } from './restore';

const USAGE = `Usage: npm run ops -- <command>

  projections status              each projection's checkpoint and lag
  projections rebuild [name] [--restart]
                                  rebuild one projection (or all) while the app runs, with content
                                  hashes; resumes an interrupted rebuild unless --restart
  job replay <job id>             each event of a job's stream and the job's state after it
  jobs archive-due                archive submitted jobs past their company's archive time now
  emails remind [--now ISO]       record the e-mail reminders, sender warnings and expiries due now
                                  (or at the given time)
  audit verify [job id]           check the hash chain of every stream (or one job's)
  files migrate                   copy the uploads from DATA_DIR/uploads to the S3_BUCKET bucket
                                  (skips files already there with the same size)
  backup <file>                   a consistent, gzipped copy of the events and the tables not
                                  derived from them, taken while the app runs
  restore <file>                  into an empty database: the tables, the events with their
                                  hashes, every projection rebuilt, then audit verify
  doctor                          what is wrong: database, migrations, projection lag, leases,
                                  outbox, provider, file store, clock; exit 0 ok, 1 a failure,
                                  2 warnings only

The stores come from the environment as for the app (DATABASE_URL, EVENTSTORE_URL, DATA_DIR).`;

type Command = (
  connection: Connection,
  argument: string | undefined,
  flags: RebuildFlags & { readonly now?: string },
) => Promise<boolean>;

const COMMANDS: Record<string, Command> = {
  'projections status': async (connection) => {
    await projectionsStatus(connection);
    return true;
  },
  'projections rebuild': projectionsRebuild,
  'job replay': async (connection, jobId) => (jobId ? jobReplay(connection, jobId) : usage()),
  'jobs archive-due': jobsArchiveDue,
  'emails remind': (connection, _argument, flags) => emailsRemind(connection, flags.now),
  'audit verify': auditVerify,
  'files migrate': filesMigrate,
};

/** `backup <file>` and `restore <file>`: one word and the file. */
const FILE_COMMANDS: Record<string, (connection: Connection, file: string) => Promise<boolean>> = {
  backup,
  restore,
};

function fileCommand(name = '', file?: string): Command | undefined {
  const command = FILE_COMMANDS[name];
  return command && file ? (connection) => command(connection, file) : undefined;
}

function usage(): false {
  console.error(USAGE);
  return false;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: { restart: { type: 'boolean', default: false }, now: { type: 'string' } },
  });
  const [group, action, argument] = positionals;
  if (group === 'doctor') return doctor();
  const command = fileCommand(group, action) ?? COMMANDS[`${group} ${action}`];
  if (!command) return usage() ? 0 : 2;
  const connection = await connect();
  try {
    return (await command(connection, argument, { restart: values.restart, now: values.now }))
      ? 0
      : 1;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
