import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on host:port (0: a free port) and stops with every open connection cut. */
export async function listenLocally(
  server: Server,
  port: number,
  host: string,
): Promise<LocalHttpServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Listens with `listen` on the preferred port, or on a free one (0) when that one is taken. */
export async function onPreferredPort<T>(
  preferred: number,
  listen: (port: number) => Promise<T>,
): Promise<T> {
  try {
    return await listen(preferred);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return listen(0);
  }
}
