import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { publicKeyFromText } from '@job-intake/contracts/audit/audit-key';
import { verifyAuditRecord } from '@job-intake/contracts/audit/audit-record';

const USAGE = `Usage: npm run verify-audit-record -- <record.json> --key <key.jwk|key.pem>

Checks a job's audit record (History > Download audit record) without trusting the server: the
Ed25519 signature against the public key you pinned (the JWK from
/.well-known/job-intake-audit-key, or a PEM), and every event's hash and link.
Exit status: 0 valid, 1 not valid, 2 usage.`;

function main(): number {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { key: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file || !values.key || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const verdict = verifyAuditRecord(record, publicKeyFromText(readFileSync(values.key, 'utf8')));
  if (verdict.valid) {
    console.log(`valid: ${verdict.events} events, signature and hash chain intact`);
    return 0;
  }
  console.log('NOT VALID');
  for (const problem of verdict.problems) console.log(`- ${problem}`);
  return 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
