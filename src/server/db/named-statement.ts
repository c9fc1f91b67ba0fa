import pg from 'pg';

// The driver's way in for the statements every signed-in request sends (the session lookup, the
// balance read). `pool.query({ name, text, values })` pays for things these reads never use:
// - node-postgres copies the configuration object through its property descriptors: a query object
//   made from the text and the values skips the copy;
// - the pool adds and removes an 'error' listener on the client around each statement (each client
//   here has a listener of its own already: db/client.ts): a checkout of our own skips it;
// - each answer's column list is turned into parsers and an empty row anew (a dictionary object,
//   then copied): a named statement's columns are the same on every run, so the first answer's
//   are kept for the connection and used again while the columns match.
// Decision 013 has the figures.

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
  const query = new NamedStatementQuery<Row & pg.QueryResultRow>(text, values, (error, result) => {
    done(error);
    if (error) reject(error);
    else resolve(result);
  });
  // The driver reads the name from the query object when it sends it (its types leave it out).
  (query as { name?: string }).name = name;
  query.shapes = shapesOf(on);
  try {
    on.query(query);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    done(failure);
    reject(failure);
  }
}

/** What node-postgres's result keeps of a column list: the fields, a parser per column, the empty row. */
type Shape = { fields: pg.FieldDef[]; parsers: unknown; emptyRow: unknown };
/** The driver's own result object, as far as a shape goes (its types leave these out). */
type DriverResult = { fields: pg.FieldDef[]; _parsers: unknown; _prebuiltEmptyResultObject: unknown };

/** The shapes of each connection's named statements, by name (a name always goes with one text). */
const shapesByConnection = new WeakMap<pg.ClientBase, Map<string, Shape>>();

function shapesOf(connection: pg.ClientBase): Map<string, Shape> {
  let shapes = shapesByConnection.get(connection);
  if (!shapes) {
    shapes = new Map();
    shapesByConnection.set(connection, shapes);
  }
  return shapes;
}

const sameColumns = (a: pg.FieldDef[], b: pg.FieldDef[]) =>
  a.length === b.length && a.every((field, i) => field.name === b[i]?.name && field.dataTypeID === b[i]?.dataTypeID && field.format === b[i]?.format);

/**
 * node-postgres's query, but a column list seen before on this connection for this statement takes
 * the parsers and the empty row it made then. A column list that differs (a table changed under a
 * long-lived connection) is read afresh and kept instead. Should a later driver keep its result
 * differently, nothing is kept and every answer is read as the driver reads it.
 */
class NamedStatementQuery<Row extends pg.QueryResultRow> extends pg.Query<Row> {
  shapes: Map<string, Shape> | undefined;

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    const self = this as unknown as { name?: string; _result?: DriverResult; _accumulateRows: boolean };
    const result = self._result;
    const known = self.name ? this.shapes?.get(self.name) : undefined;
    if (known && result && sameColumns(known.fields, message.fields)) {
      result.fields = message.fields;
      result._parsers = known.parsers;
      result._prebuiltEmptyResultObject = known.emptyRow;
      // As the driver decides it: rows are kept for the callback (every query here has one).
      self._accumulateRows = true;
      return;
    }
    driversRowDescription.call(this, message);
    if (self.name && Array.isArray(result?._parsers) && result._prebuiltEmptyResultObject) {
      this.shapes?.set(self.name, { fields: message.fields, parsers: result._parsers, emptyRow: result._prebuiltEmptyResultObject });
    }
  }
}

const driversRowDescription = (pg.Query.prototype as unknown as { handleRowDescription(message: unknown): void }).handleRowDescription;
