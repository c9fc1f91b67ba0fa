import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { toPaise } from '@shared/money';
import {
  walletAnswerSchema,
  walletBalanceRequestSchema,
  walletCreditRequestSchema,
  walletDebitRequestSchema,
  walletRollbackRequestSchema,
  type WalletAnswer,
  type WalletStatus,
} from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import type { Db } from '@server/db/client';
import { casinoProviders } from '@server/db/schema';
import { errorSchema } from '@server/http/envelope';
import { findGameSession } from '../launch/game-sessions';
import { isValidSignature, SIGNATURE_HEADER } from './signature';
import { createWalletBatcher, type WalletBatcher } from './wallet-batcher';
import { creditRefusal, toApplyOp, walletBalance, walletRollback, type WalletCall } from './wallet-operations';
import { runWalletOperation, walletAnswer } from './wallet-state';

// The aggregator's side of the seamless wallet: POST /api/casino/callback/{provider}/{operation}.
// The signature is checked over the exact bytes received, before anything is parsed or read;
// a bad one is refused with 401 and nothing moves. See docs/decisions/casino-seamless-wallet.md.

type ProviderSecret = { id: number; secret: string };
const PROVIDER_CACHE_MS = 2_000;

function providerLookup(db: Db) {
  const cache = new Map<string, { at: number; value: ProviderSecret | undefined }>();
  return async (key: string): Promise<ProviderSecret | undefined> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < PROVIDER_CACHE_MS) return hit.value;
    const [row] = await db
      .select({ id: casinoProviders.id, kind: casinoProviders.kind, secret: casinoProviders.secret })
      .from(casinoProviders)
      .where(eq(casinoProviders.key, key))
      .limit(1);
    const value = row && row.kind === 'aggregator' && row.secret ? { id: row.id, secret: row.secret } : undefined;
    if (cache.size > 100) cache.clear();
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}

const failure = (status: WalletStatus, message: string): WalletAnswer => ({ success: false, status, currency: 'INR', message });

const operations = ['balance', 'debit', 'credit', 'rollback'] as const;
/** A refusal before the handler runs (an unknown operation, a body too large) is Lotus's usual error envelope. */
const answerOrError = z.union([walletAnswerSchema, errorSchema]);
const paramsSchema = z.object({ provider: z.string().max(40), operation: z.enum(operations) });

export async function walletCallbackRoutes(app: ZodApp) {
  const findProvider = providerLookup(app.db);
  const batcher = createWalletBatcher(app.db);
  // This scope keeps the raw body: the signature covers its bytes, not a re-serialisation.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/casino/callback/:provider/:operation',
    {
      schema: {
        tags: ['casino-wallet'],
        summary: 'Seamless wallet callback of an aggregator (signed with x-lotus-signature)',
        params: paramsSchema,
        response: { 200: walletAnswerSchema, 400: answerOrError, 401: answerOrError, 404: answerOrError, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const provider = await findProvider(request.params.provider);
      if (!provider) return reply.status(404).send(failure('UNKNOWN_PROVIDER', 'Unknown provider'));
      if (!isValidSignature(provider.secret, raw, request.headers[SIGNATURE_HEADER])) {
        return reply.status(401).send(failure('INVALID_SIGNATURE', 'Invalid signature'));
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.status(400).send(failure('BAD_REQUEST', 'Malformed JSON body'));
      }
      const answer = await handleOperation(app.db, batcher, provider.id, request.params.operation, json);
      return reply.status(answer.status === 'BAD_REQUEST' ? 400 : 200).send(answer);
    },
  );
}

async function sessionCall(db: Db, providerId: number, body: { session_token: string; player_id?: string | undefined }): Promise<WalletCall | undefined> {
  const session = await findGameSession(db, body.session_token);
  if (!session || session.providerId !== providerId) return undefined;
  if (body.player_id !== undefined && body.player_id !== String(session.userId)) return undefined;
  return { providerId, session };
}

const badRequest = (error: z.ZodError) => failure('BAD_REQUEST', error.issues[0]?.message ?? 'Invalid request');
const noSession = () => walletAnswer('SESSION_NOT_FOUND', undefined, { message: 'Unknown session' });

async function handleOperation(
  db: Db,
  batcher: WalletBatcher,
  providerId: number,
  operation: (typeof operations)[number],
  json: unknown,
): Promise<WalletAnswer> {
  if (operation === 'balance') {
    const parsed = walletBalanceRequestSchema.safeParse(json);
    if (!parsed.success) return badRequest(parsed.error);
    const call = await sessionCall(db, providerId, parsed.data);
    return call ? (await runWalletOperation(db, (tx) => walletBalance(tx, call))).answer : noSession();
  }
  if (operation === 'rollback') {
    const parsed = walletRollbackRequestSchema.safeParse(json);
    if (!parsed.success) return badRequest(parsed.error);
    const call = await sessionCall(db, providerId, parsed.data);
    if (!call) return noSession();
    const input = { transactionId: parsed.data.transaction_id, targetTransactionId: parsed.data.reference_transaction_id, roundId: parsed.data.round_id };
    return (await runWalletOperation(db, (tx) => walletRollback(tx, call, input))).answer;
  }
  const parsed = operation === 'credit' ? walletCreditRequestSchema.safeParse(json) : walletDebitRequestSchema.safeParse(json);
  if (!parsed.success) return badRequest(parsed.error);
  // The session is loaded here, with its sign-in (a debit after the player signed out is refused),
  // and a win is checked against its round's stake; stakes and wins then go to the batcher.
  const body = parsed.data;
  const call = await sessionCall(db, providerId, body);
  if (!call) return noSession();
  const move = { transactionId: body.transaction_id, roundId: body.round_id, amount: toPaise(body.amount) };
  if (operation === 'credit') {
    const refusal = await creditRefusal(db, call, { ...move, isFreeRound: 'free_round' in body && body.free_round === true });
    if (refusal) return refusal;
  }
  return batcher.apply(toApplyOp(operation, call, move));
}
