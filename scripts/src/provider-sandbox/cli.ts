/**
 * The provider sandbox on its own, e.g. to point a second app (or curl) at it:
 *
 *   npm run build -w contracts
 *   node -r @swc-node/register scripts/src/provider-sandbox/cli.ts [--port 4010] [--key my-key]
 *
 * It speaks the provider's second API as docs/decisions/0004-provider-api.md describes; start the
 * app with PROVIDER_API_URL=<printed URL> and PROVIDER_API_KEY=<the key> to use it.
 */
import { parseArgs } from 'node:util';
import {
  PROVIDER_API_KEY_HEADER,
  providerPaths,
} from '@job-intake/contracts/provider/provider-api';
import { startProviderSandbox } from '@job-intake/backend/testing';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PROVIDER_SANDBOX_PORT ?? '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      key: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number (0 for a free one), not "${values.port}"`);
    process.exit(1);
  }
  const sandbox = await startProviderSandbox({
    port,
    host: values.host,
    ...(values.key ? { serviceKey: values.key } : {}),
  });
  console.log(
    [
      `Provider sandbox listening at ${sandbox.url}`,
      `  application key: ${sandbox.serviceKey}  (header ${PROVIDER_API_KEY_HEADER})`,
      `  try: curl -H '${PROVIDER_API_KEY_HEADER}: ${sandbox.serviceKey}' ${sandbox.url}${providerPaths.contactApiKey('100245')}`,
      `  app: PROVIDER_API_URL=${sandbox.url} PROVIDER_API_KEY=${sandbox.serviceKey} npm start`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The provider sandbox failed to start:', error);
  process.exit(1);
});
