import pg from 'pg';

// The driver's way in for the statements every signed-in request sends (the session lookup, the
// balance read). `pool.query({ name, text, values })` pays for things these reads never use:
// node-postgres copies the configuration object through its property descriptors, and the pool
// adds and removes an 'error' listener on the client around each statement (each client here has
// a listener of its own already: db/client.ts). A query object made from the text and the values
// skips the copy, and a checkout of our own skips the listener. Decision 013 has the figures.

type Rows<Row> = { rows: Row[] };

/** A named prepared statement's rows, on the pool or on a transaction's client. */
export function runNamedStatement<Row>(client: pg.Pool | pg.Client, name: string, text: string, values: unknown[]): Promise<Rows<Row>> {
  return new Promise((resolve, reject) => {
    if (!(client instanceof pg.Pool)) return submit(client, name, text, values, resolve, reject, keep);
    client.connect((error, pooled, release) => {
      if (error || !pooled) return reject(error ?? new Error('The pool gave no connection'));
      submit(pooled, name, text, values, resolve, reject, release);
    });
  });
}

const keep = () => {};

/**
 * Sends the statement on `on` and settles with its answer; `done` hears how it ended (the pool's
 * release, which drops a client whose statement failed, as the pool's own query does).
 */
function submit<Row>(
  on: pg.ClientBase,
  name: string,
  text: string,
  values: unknown[],
  resolve: (rows: Rows<Row>) => void,
  reject: (error: Error) => void,
  done: (error?: Error) => void,
): void {
  const query = new pg.Query<Row & pg.QueryResultRow>(text, values, (error, result) => {
    done(error);
    if (error) reject(error);
    else resolve(result);
  });
  // The driver reads the name from the query object when it sends it (its types leave it out).
  (query as { name?: string }).name = name;
  try {
    on.query(query);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    done(failure);
    reject(failure);
  }
}
