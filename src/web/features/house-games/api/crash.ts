import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playSound } from '@web/lib/sounds';
import { useEffect, useState } from 'react';
import { clockOffset, isCrashSnapshot, parseCrashEvent, type CrashSnapshot, type CrashTick } from '../crash-logic';
import { houseApi, idempotencyHeaders } from './house-client';
import { minesKeys, type HouseSession } from './mines';

// The crash game's data: the live feed (GET /api/casino/house/crash/stream, one EventSource; the
// state is polled while it is down), bets and cash-outs, and a round's neighbours for the chain
// check. Every POST carries a fresh Idempotency-Key.

export type CrashFeedState = { snapshot: CrashSnapshot | undefined; tick: CrashTick | undefined; offsetMs: number; isLive: boolean };

const STATE_PATH = '/api/casino/house/crash/state';
const STREAM_PATH = '/api/casino/house/crash/stream';

export function useCrashFeed(): CrashFeedState {
  // What the stream sent; the polled state stands in for its snapshot while it is down (and
  // until its first snapshot arrives).
  const [feed, setFeed] = useState<CrashFeedState>({ snapshot: undefined, tick: undefined, offsetMs: 0, isLive: false });
  const polled = useQuery({
    queryKey: ['house', 'crash', 'state'],
    queryFn: ({ signal }) => houseApi.get<unknown>(STATE_PATH, { signal, anonymous: true }),
    enabled: !feed.isLive,
    refetchInterval: 1_000,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(STREAM_PATH);
    const onMessage = (type: string) => (event: MessageEvent<string>) => {
      const message = parseCrashEvent(type, event.data);
      if (!message) return;
      const offsetMs = clockOffset(message.kind === 'state' ? message.snapshot.server_time : message.tick.server_time, Date.now());
      setFeed((current) =>
        message.kind === 'state'
          ? { snapshot: message.snapshot, tick: current.tick, offsetMs, isLive: true }
          : { ...current, tick: message.tick, offsetMs, isLive: true },
      );
    };
    source.addEventListener('state', onMessage('state'));
    source.addEventListener('tick', onMessage('tick'));
    source.addEventListener('error', () => setFeed((current) => ({ ...current, isLive: false })));
    return () => source.close();
  }, []);

  const snapshot = isCrashSnapshot(polled.data) ? polled.data : undefined;
  if (!snapshot) return feed;
  if (feed.isLive) return feed.snapshot ? feed : { ...feed, snapshot };
  return { ...feed, snapshot, offsetMs: clockOffset(snapshot.server_time, polled.dataUpdatedAt) };
}

type CrashAnswer = { bet_id: number; balance: number; state: unknown };

async function post(path: string, body: unknown): Promise<CrashAnswer> {
  const { data } = await houseApi.send<CrashAnswer>('POST', path, body, {
    headers: idempotencyHeaders(),
    fallbackMessage: 'Something went wrong. Please try again.',
  });
  return data;
}

export function useCrashActions() {
  const queryClient = useQueryClient();
  // The answer's balance is the balance after: shown at once, without another round trip.
  const onSuccess = (answer: CrashAnswer) =>
    queryClient.setQueryData<HouseSession>(minesKeys.session, (session) => (session ? { ...session, balance: answer.balance } : session));
  const bet = useMutation({
    mutationFn: (input: { stake: number; auto_cashout?: number }) => post('/api/casino/house/crash/bet', input),
    onSuccess: (answer: CrashAnswer) => {
      playSound('bet-placed');
      onSuccess(answer);
    },
  });
  const cashOut = useMutation({
    mutationFn: (input: { bet_id: number }) => post('/api/casino/house/crash/cashout', input),
    onSuccess: (answer: CrashAnswer) => {
      playSound('win');
      onSuccess(answer);
    },
  });
  return { bet, cashOut };
}

type RoundRef = { id: number; chain_id: number; position: number; hash: string | null; crash_point: number | null };
type RoundAnswer = { round: RoundRef };

/** The latest round whose hash is out: this one once it crashed, else the one before it. */
export function useRevealedRound(round: RoundRef | null): RoundRef | null {
  const previousId = round && !round.hash && round.id > 1 ? round.id - 1 : undefined;
  const previous = useQuery({
    queryKey: ['house', 'crash', 'round', previousId],
    enabled: previousId !== undefined,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await houseApi.get<RoundAnswer>(`/api/casino/house/crash/rounds/${previousId}`, { signal, anonymous: true })).round,
  });
  if (!round) return null;
  if (round.hash) return round;
  return previous.data?.hash ? previous.data : null;
}
/** What a revealed hash links to: a chain's terminating hash, or the round before's hash (by id). */
export type ChainLink = { kind: 'chain' | 'round'; id: number; hash: string };

type ChainsAnswer = { chains: { id: number; terminating_hash: string }[] };

/**
 * The hash the round's revealed hash must SHA-256 to: the previous round's on the same chain, or
 * the chain's published terminating hash for its first round.
 */
export function useChainLinkTarget(round: RoundRef | null) {
  const isRevealed = Boolean(round?.hash);
  return useQuery({
    queryKey: ['house', 'crash', 'link', round?.id],
    enabled: isRevealed,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<ChainLink | null> => {
      if (!round) return null;
      if (round.position === 0) {
        const { chains } = await houseApi.get<ChainsAnswer>('/api/casino/house/crash/chains', { signal, anonymous: true });
        const chain = chains.find((item) => item.id === round.chain_id);
        return chain ? { kind: 'chain', id: chain.id, hash: chain.terminating_hash } : null;
      }
      const previous = await houseApi.get<RoundAnswer>(`/api/casino/house/crash/rounds/${round.id - 1}`, { signal, anonymous: true });
      const ok = previous.round.chain_id === round.chain_id && previous.round.position === round.position - 1 && previous.round.hash;
      return ok && previous.round.hash ? { kind: 'round', id: previous.round.id, hash: previous.round.hash } : null;
    },
  });
}

/** After a round ends the wallet has paid or not: read the balance again. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: minesKeys.session });
}
