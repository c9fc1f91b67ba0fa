import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { isValidSignature, SIGNATURE_HEADER } from '../seamless-wallet/signature';
import { fakeGamePage } from './game-page';
import { playRound, type RoundInput, type RoundOutcome } from './play-round';
import { createWalletClient, type WalletClient } from './wallet-client';

// A stand-in for an outside game aggregator, for tests and the demo: a real HTTP server on a
// loopback port. Lotus calls its launch API (signed); it answers a game URL on itself, and its
// games call Lotus's wallet callbacks (signed) exactly as a real aggregator's would.

export type FakeLaunch = { sessionToken: string; playerId: string; gameId: string; balance: number };

export type FakeAggregator = {
  url: string;
  client: WalletClient;
  launches: FakeLaunch[];
  /** Launch calls refused for a bad signature. */
  refusedLaunches: number;
  playRound(input: Omit<RoundInput, 'gameId' | 'playerId'> & { gameId?: string; playerId?: string }): Promise<RoundOutcome>;
  close(): Promise<void>;
};

const launchSchema = z.object({ session_token: z.string(), player_id: z.string(), game_id: z.string(), balance: z.number() });
const spinSchema = z.object({ token: z.string(), stake: z.number().positive() });

/** A toy slot's pay table: multiplier by chance, returning 96% of stakes. */
function spinMultiplier(): number {
  const roll = randomInt(1000);
  if (roll < 4) return 20; // 0.4% × 20 = 8%
  if (roll < 60) return 5; // 5.6% × 5 = 28%
  if (roll < 360) return 2; // 30% × 2 = 60%
  return 0;
}

export async function startFakeAggregator(config: {
  lotusUrl: string;
  providerKey: string;
  secret: string;
  port?: number;
  host?: string;
}): Promise<FakeAggregator> {
  const client = createWalletClient(config);
  const launches: FakeLaunch[] = [];
  const state = { refusedLaunches: 0 };
  let url = '';

  const findLaunch = (token: string) => launches.find((launch) => launch.sessionToken === token);
  const play: FakeAggregator['playRound'] = (input) => {
    const launch = findLaunch(input.sessionToken);
    return playRound(client, { ...input, gameId: input.gameId ?? launch?.gameId ?? 'unknown', playerId: input.playerId ?? launch?.playerId ?? '' });
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    if (request.method === 'POST' && requestUrl.pathname === '/launch') {
      if (!isValidSignature(config.secret, body, request.headers[SIGNATURE_HEADER])) {
        state.refusedLaunches += 1;
        return send(response, 401, { error: 'bad signature' });
      }
      const launch = launchSchema.parse(JSON.parse(body));
      launches.push({ sessionToken: launch.session_token, playerId: launch.player_id, gameId: launch.game_id, balance: launch.balance });
      return send(response, 200, { game_url: `${url}/game/${encodeURIComponent(launch.game_id)}?token=${encodeURIComponent(launch.session_token)}` });
    }
    const game = /^\/game\/([^/]+)(\/spin)?$/.exec(requestUrl.pathname);
    if (request.method === 'GET' && game?.[1] && !game[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fakeGamePage(decodeURIComponent(game[1])));
      return;
    }
    if (request.method === 'POST' && game?.[1] && game[2]) {
      const spin = spinSchema.parse(JSON.parse(body));
      const launch = findLaunch(spin.token);
      if (!launch) return send(response, 404, { error: 'unknown session' });
      const win = Math.round(spin.stake * spinMultiplier() * 100) / 100;
      const outcome = await play({ sessionToken: spin.token, roundId: randomUUID(), stake: spin.stake, win });
      return send(response, 200, outcome);
    }
    send(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: (error as Error).message }));
  });
  // A port already taken rejects here (an 'error' event nobody listens to would end the process).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port ?? 0, config.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  url = `http://${config.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    client,
    launches,
    get refusedLaunches() {
      return state.refusedLaunches;
    },
    playRound: play,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
