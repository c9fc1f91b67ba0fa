import net from 'node:net';

// A TCP proxy in front of PostgreSQL or Redis that a test can cut, as the network or a restart
// of the server would: cut() ends every connection through it (new ones still pass), stop() also
// refuses new ones until start(), on the same port.

export type TcpProxy = {
  port: number;
  /** Ends every open connection, both ways. */
  cut(): void;
  /** Refuses new connections and ends the open ones. */
  stop(): Promise<void>;
  /** Takes connections again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }, options: { isStopped?: boolean } = {}): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const cut = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const stop = async () => {
    if (!server.listening) return cut();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    cut();
    await closed;
  };
  const port = await listen(0);
  if (options.isStopped) await stop();
  return {
    port,
    cut,
    stop,
    start: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
