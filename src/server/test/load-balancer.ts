import http from 'node:http';

// A load balancer in front of server processes, as a deployment has: each request goes to the
// next backend in turn, on a connection of its own; a backend that refuses the connection (it is
// stopping or stopped) is skipped for the next one, as nginx's proxy_next_upstream does for
// connection errors. A request no backend took answers 502, which no test accepts.

export type LoadBalancer = { url: string; close(): Promise<void> };

export async function startLoadBalancer(backends: () => string[]): Promise<LoadBalancer> {
  let next = 0;
  const forward = (base: string, request: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const url = new URL(request.url ?? '/', base);
      const outgoing = http.request(
        url,
        { method: request.method, headers: { ...request.headers, host: url.host, connection: 'close' }, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const targets = backends();
      const failures: string[] = [];
      const first = next++;
      for (let tried = 0; tried < targets.length; tried++) {
        const base = targets[(first + tried) % targets.length] as string;
        try {
          const answer = await forward(base, request, body);
          const { connection: _connection, 'transfer-encoding': _encoding, ...headers } = answer.headers;
          reply.writeHead(answer.status, headers).end(answer.body);
          return;
        } catch (error) {
          failures.push(`${base}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') break;
        }
      }
      reply
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: false, message: `no backend (${failures.join('; ')})`, code: 'BAD_GATEWAY' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
