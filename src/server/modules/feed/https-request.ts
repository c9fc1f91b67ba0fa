import https from 'node:https';

// One HTTPS request of the feed's (the catalogue's JSON-RPC calls, Betfair's login and
// keep-alive): verified against the system's CAs or the operator's CA file, with a client
// certificate where the login needs one, a time limit, and a cap on what it reads.

export type TlsFiles = { ca?: Buffer | undefined; cert?: Buffer | undefined; key?: Buffer | undefined };

const MAX_BODY_BYTES = 20_000_000;

export async function httpsRequest(
  url: string,
  options: { method: 'POST' | 'GET'; headers: Record<string, string>; body?: string; tls?: TlsFiles; timeoutMs?: number },
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  if (target.protocol !== 'https:') throw new Error(`not an https address: ${url}`);
  return new Promise((resolve, reject) => {
    const request = https.request(
      target,
      {
        method: options.method,
        headers: { ...options.headers, ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) },
        ...(options.tls?.ca ? { ca: options.tls.ca } : {}),
        ...(options.tls?.cert ? { cert: options.tls.cert } : {}),
        ...(options.tls?.key ? { key: options.tls.key } : {}),
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            request.destroy(new Error('response too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${target.host} in time`)));
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}
