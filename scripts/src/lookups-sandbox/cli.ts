/**
 * The maps and parcel sandbox on its own, e.g. to point a second app (or curl) at it:
 *
 *   npm run build -w contracts
 *   node -r @swc-node/register scripts/src/lookups-sandbox/cli.ts [--port 4020]
 *
 * It speaks Google's Places Autocomplete and Geocoding JSON and ReportAll's parcel API over the
 * bundled sample (docs/decisions/0026-address-and-parcel-lookups.md); start the app with the
 * printed URLs and keys to use it.
 */
import { parseArgs } from 'node:util';
import { SANDBOX_BEHAVIOUR_PATH, startLookupsSandbox } from '@job-intake/backend/testing';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.LOOKUP_SANDBOX_PORT ?? '4020' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number (0 for a free one), not "${values.port}"`);
    process.exit(1);
  }
  const sandbox = await startLookupsSandbox({ port, host: values.host });
  const { url, geocodingKey, parcelKey } = sandbox;
  console.log(
    [
      `Maps and parcel sandbox listening at ${url}`,
      `  try: curl '${url}/maps/api/place/autocomplete/json?input=7700+sperry&key=${geocodingKey}'`,
      `       curl '${url}/api/parcels?client=${parcelKey}&v=9&address=7720+Sperry+Rd'`,
      `  fail: curl -X POST ${url}${SANDBOX_BEHAVIOUR_PATH} -d '{"service":"parcel","next":"fail","times":0}'`,
      `  app: GEOCODING_API_URL=${url} GEOCODING_API_KEY=${geocodingKey} \\`,
      `       PARCEL_API_URL=${url} PARCEL_API_KEY=${parcelKey} npm start`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The maps and parcel sandbox failed to start:', error);
  process.exit(1);
});
