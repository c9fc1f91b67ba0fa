import type { Database, Session } from './db/client';

// Of several server processes on one PostgreSQL database, one at a time is the leader and runs
// the jobs that must not run twice at once: the feed's client and its watchdog (suspensions,
// result settling), the exchange's clock, the demo's price simulator, the bonus settlement and
// the purges. The leader holds a session-level advisory lock on a connection of its own; the
// others try for it every CHECK_MS. When the leader dies its connection ends and PostgreSQL lets
// the lock go, so another process leads within CHECK_MS (well inside the feed's silence limit).
// A leader whose connection breaks stops its jobs at once, before it could lose the lock to
// another. On the embedded database there is only ever one process: it always leads.

/** The advisory lock key of leadership (the round loop's locks are 727_2xx and 727_3xx). */
const LEADER_LOCK = 727_100;
const CHECK_MS = 2000;

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/** Starts a job when this process becomes the leader; returns what stops it. */
export type LeaderJob = () => Promise<() => Promise<void>>;

export type Leadership = {
  isLeader(): boolean;
  /** Runs `job` while this process leads: started each time it becomes the leader, stopped when it stops being one. */
  whileLeader(job: LeaderJob): void;
  /** Stops every job and lets the lock go. */
  stop(): Promise<void>;
};

/** The leadership of a process that is alone on its database (PGlite, tests): it leads from the start. */
export function soleLeadership(): Leadership {
  return createLeadership(async () => true);
}

export function startLeadership(database: Database, log: Log, checkMs = CHECK_MS): Leadership {
  const openSession = database.openSession;
  if (!openSession) return soleLeadership();
  let session: Session | undefined;
  let isLost = false;
  const lose = () => {
    const lost = session;
    session = undefined;
    isLost = true;
    void lost?.close();
  };
  const leadership = createLeadership(async (wasLeader) => {
    if (isLost) {
      isLost = false;
      if (wasLeader) log.warn({}, 'leadership lost with its database connection: this process stops the leader jobs');
      return false;
    }
    try {
      session ??= await openSession((error) => {
        log.warn({ err: error }, 'the leadership connection ended');
        lose();
        leadership.check();
      });
      if (wasLeader) {
        await session.query('SELECT 1');
        return true;
      }
      const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK]);
      if (row?.locked) log.info({}, 'this process leads: it runs the feed and the timers');
      return row?.locked === true;
    } catch (error) {
      if (wasLeader) log.warn({ err: error }, 'leadership check failed: this process stops the leader jobs');
      lose();
      isLost = false;
      return false;
    }
  }, checkMs);
  return {
    ...leadership,
    stop: async () => {
      await leadership.stop();
      const held = session;
      session = undefined;
      await held?.close();
    },
  };
}

/**
 * The jobs' bookkeeping around `decide(wasLeader)`, which says whether this process leads now;
 * it is asked at once and then every `checkMs` (never two at a time), and on `check()`.
 */
function createLeadership(decide: (wasLeader: boolean) => Promise<boolean>, checkMs?: number): Leadership & { check(): void } {
  const jobs: LeaderJob[] = [];
  const running = new Map<LeaderJob, Promise<() => Promise<void>>>();
  let isLeader = false;
  let isStopped = false;
  let turn: Promise<void> = Promise.resolve();

  const startJob = (job: LeaderJob) => {
    running.set(
      job,
      job().catch(() => async () => {}),
    );
  };
  const stopJobs = async () => {
    const stoppers = [...running.values()];
    running.clear();
    await Promise.all(stoppers.map(async (stopper) => (await stopper)().catch(() => undefined)));
  };

  // One check waits at most: a database that hangs does not pile checks up behind it.
  let isQueued = false;
  const check = () => {
    if (isQueued) return;
    isQueued = true;
    turn = turn.then(async () => {
      isQueued = false;
      if (isStopped) return;
      const leads = await decide(isLeader);
      if (isStopped || leads === isLeader) return;
      isLeader = leads;
      if (leads) jobs.forEach(startJob);
      else await stopJobs();
    });
  };

  check();
  const timer = checkMs === undefined ? undefined : setInterval(check, checkMs);
  timer?.unref();
  return {
    isLeader: () => isLeader && !isStopped,
    whileLeader(job) {
      jobs.push(job);
      if (isLeader && !isStopped) startJob(job);
    },
    check,
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      await turn;
      await stopJobs();
      isLeader = false;
    },
  };
}
