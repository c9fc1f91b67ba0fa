// Throughput and per-order latency of the pure matching core on a realistic mix: 60% of
// operations are orders meant to rest near the touch, 25% orders that cross and fill (partly or
// fully, sweeping several resting orders), 15% cancels, over 20 markets of 3 runners.
// Prints the figures and writes them to bench/results/matching-core.json. Never fails on time.
// Run: npx tsx bench/matching-core.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Paise } from '@shared/money';
import { cancelOrder, createBook, placeOrder, type BookOrder as Order, type OrderBook, type Side } from '@server/modules/exchange';
import { ODDS_LADDER } from '@shared/odds-ladder';

const MARKETS = 20;
const RUNNERS_PER_MARKET = 3;
const PLAYERS = 2000;
const WARMUP_MS = 500;
/** Seconds to measure: `npx tsx bench/matching-core.ts 10` for a longer run. */
const MEASURE_MS = (Number(process.argv[2]) || 3) * 1000;
const LATENCY_BATCH_EVERY = 4;
const CANCEL_POOL = 1 << 12;
// Small batches: the orders of a batch stay in the CPU cache, as a request's freshly parsed order
// would. Batches of 32k orders measured cache misses on first touch instead (about half the rate).
const BATCH = 1 << 10;

// xorshift32: deterministic and far cheaper than Math.random, so the generator does not dominate.
let rngState = 0x9e3779b9;
function nextRandom(): number {
  rngState ^= rngState << 13;
  rngState ^= rngState >>> 17;
  rngState ^= rngState << 5;
  return (rngState >>> 0) / 4294967296;
}
function randomInt(below: number): number {
  return Math.floor(nextRandom() * below);
}

interface Market {
  readonly book: OrderBook;
  readonly runnerIds: string[];
  /** Per runner, the tick that separates resting lays (at or below) from resting backs (above). */
  readonly fairTicks: number[];
  readonly baseTicks: readonly number[];
}

const markets: Market[] = [];
for (let m = 0; m < MARKETS; m++) {
  const runnerIds = Array.from({ length: RUNNERS_PER_MARKET }, (_, r) => `m${m}-r${r}`);
  const fairTicks = runnerIds.map(() => 60 + randomInt(120));
  markets.push({ book: createBook(runnerIds), runnerIds, fairTicks, baseTicks: [...fairTicks] });
}
const playerIds = Array.from({ length: PLAYERS }, (_, p) => `player-${p}`);
const cancelPool: Array<{ market: Market; orderId: string } | undefined> = new Array(CANCEL_POOL);

type Operation =
  { readonly kind: 'place'; readonly market: Market; readonly order: Order } | { readonly kind: 'cancel'; readonly market: Market; readonly orderId: string };

let seq = 0;

// Orders are generated ahead in batches, outside the timed part, so the figures are the
// engine's and not the generator's. Generation does not depend on the book's state.
function generateOne(): Operation {
  const market = markets[randomInt(MARKETS)] ?? markets[0];
  if (market === undefined) throw new Error('no markets');
  const roll = nextRandom();
  if (roll >= 0.85) {
    const target = cancelPool[randomInt(CANCEL_POOL)];
    return target === undefined ? { kind: 'cancel', market, orderId: 'none' } : { kind: 'cancel', ...target };
  }
  const runner = randomInt(RUNNERS_PER_MARKET);
  const fair = market.fairTicks[runner] ?? 100;
  const side: Side = nextRandom() < 0.5 ? 'back' : 'lay';
  let tick: number;
  let rupees: number;
  if (roll >= 0.6) {
    // Crossing: reaches up to five ticks into the other side and sweeps several small orders.
    tick = side === 'back' ? fair - randomInt(5) : fair + 1 + randomInt(5);
    rupees = 100 + randomInt(200) * 100;
  } else {
    // Most resting money sits at the touch and thins out away from it, as on a real book.
    const offset = randomInt(3) * randomInt(3);
    tick = side === 'back' ? fair + 1 + offset : fair - offset;
    rupees = 100 + randomInt(50) * 100;
  }
  seq++;
  const orderId = `o${seq}`;
  // Players cancel orders they meant to rest (some will have been filled by then, as in life).
  if (roll < 0.6) cancelPool[seq % CANCEL_POOL] = { market, orderId };
  // Now and then the fair price moves a tick, as prices do, so levels drain and new ones open;
  // it stays within two ticks of where it started so old orders are not stranded out of reach.
  if (nextRandom() < 0.001) {
    const base = market.baseTicks[runner] ?? fair;
    market.fairTicks[runner] = Math.min(base + 2, Math.max(base - 2, fair + (nextRandom() < 0.5 ? -1 : 1)));
  }
  const order: Order = {
    id: orderId,
    playerId: playerIds[randomInt(PLAYERS)] ?? 'player-0',
    runnerId: market.runnerIds[runner] ?? '',
    side,
    price: ODDS_LADDER[tick] ?? 200,
    stake: (rupees * 100) as Paise,
    persistence: 'persist',
    seq,
  };
  return { kind: 'place', market, order };
}

const counts = { places: 0, cancels: 0, filled: 0, partlyFilled: 0, rested: 0, selfTradeCancels: 0, fills: 0, cancelHits: 0 };

function execute(operation: Operation): void {
  if (operation.kind === 'cancel') {
    counts.cancels++;
    if (cancelOrder(operation.market.book, operation.orderId) > 0) counts.cancelHits++;
    return;
  }
  counts.places++;
  const result = placeOrder(operation.market.book, operation.order);
  counts.fills += result.fills.length;
  if (result.cancelledStake > 0) counts.selfTradeCancels++;
  if (result.restingStake === 0 && result.cancelledStake === 0) counts.filled++;
  else if (result.matchedStake > 0) counts.partlyFilled++;
  else counts.rested++;
}

/**
 * Runs batches until `ms` of timed execution. Throughput comes from batches timed as a whole;
 * one batch in LATENCY_BATCH_EVERY times each order instead (hrtime around every call would
 * slow those down), and is left out of the throughput.
 */
function runFor(ms: number, latencies: number[] | null): { operations: number; nanoseconds: number; generatorNanoseconds: number } {
  const budget = ms * 1e6;
  const batch: Operation[] = new Array(BATCH);
  let operations = 0;
  let nanoseconds = 0;
  let generatorNanoseconds = 0;
  for (let batchNumber = 0; nanoseconds < budget; batchNumber++) {
    const isLatencyBatch = latencies !== null && batchNumber % LATENCY_BATCH_EVERY === LATENCY_BATCH_EVERY - 1;
    const generating = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) batch[i] = generateOne();
    if (isLatencyBatch) {
      for (const operation of batch) {
        const before = process.hrtime.bigint();
        execute(operation);
        latencies.push(Number(process.hrtime.bigint() - before));
      }
      continue;
    }
    const start = process.hrtime.bigint();
    for (const operation of batch) execute(operation);
    const end = process.hrtime.bigint();
    generatorNanoseconds += Number(start - generating);
    nanoseconds += Number(end - start);
    operations += BATCH;
  }
  return { operations, nanoseconds, generatorNanoseconds };
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Median cost of the two hrtime calls around an order, to read the latencies against. */
function measureTimerOverhead(): number {
  const samples = new Float64Array(10_000);
  for (let i = 0; i < samples.length; i++) {
    const before = process.hrtime.bigint();
    samples[i] = Number(process.hrtime.bigint() - before);
  }
  return percentile(samples.sort(), 0.5);
}

runFor(WARMUP_MS, null);
for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] = 0;
const latencies: number[] = [];
const { operations, nanoseconds, generatorNanoseconds } = runFor(MEASURE_MS, latencies);
const elapsedMs = nanoseconds / 1e6;
const sorted = Float64Array.from(latencies).sort();
const timerOverheadNs = measureTimerOverhead();

const figures = {
  benchmark: 'matching-core',
  node: process.version,
  markets: MARKETS,
  runnersPerMarket: RUNNERS_PER_MARKET,
  players: PLAYERS,
  elapsedMs: Math.round(elapsedMs),
  operations,
  ordersPerSecond: Math.round((operations / elapsedMs) * 1000),
  /** The same batches counting the time to generate their orders too. */
  ordersPerSecondWithGenerator: Math.round((operations / (nanoseconds + generatorNanoseconds)) * 1e9),
  latencyNs: {
    sampled: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    p999: percentile(sorted, 0.999),
    max: sorted[sorted.length - 1] ?? 0,
    /** Included in every figure above. */
    timerOverhead: timerOverheadNs,
  },
  mix: counts,
  restingOrdersAtEnd: markets.reduce((total, market) => total + market.book.orders.size, 0),
  measuredAt: new Date().toISOString(),
};

console.log(
  `matching core: ${figures.ordersPerSecond.toLocaleString('en-US')} orders/s over ${operations.toLocaleString('en-US')} operations` +
    ` (${figures.ordersPerSecondWithGenerator.toLocaleString('en-US')} orders/s counting the order generator)`,
);
const { p50, p99, p999 } = figures.latencyNs;
console.log(
  `latency per order: p50 ${p50} ns, p99 ${p99} ns, p99.9 ${p999} ns` +
    ` (every order of 1 batch in ${LATENCY_BATCH_EVERY}; includes ${timerOverheadNs} ns of timer)`,
);
console.log(`mix: ${JSON.stringify(counts)}; resting at end: ${figures.restingOrdersAtEnd}`);

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'matching-core.json'), `${JSON.stringify(figures, null, 2)}\n`);
