import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL, for tests of outages: `cut` drops every connection
 * and refuses new ones (what the app sees while the server restarts), `restore` accepts again on
 * the same port.
 */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(target);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server, 0);
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    sockets.forEach((socket) => socket.destroy());
    await closed;
  };
  return {
    port,
    cut,
    restore: async () => {
      await listen(server, port);
    },
    close: cut,
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
