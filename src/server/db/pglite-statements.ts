// Named prepared statements on the embedded database, as the PostgreSQL side has them
// (postgres-client.ts), ADR 0064. PGlite's own `query` parses and plans each statement anew and
// sends it in six protocol messages, each a call into its WebAssembly backend: for the session
// lookup every request makes, ~1.8 ms, where the same statement named and planned once answers
// in ~0.24 ms. Here a statement's text is parsed and described once (Parse, Describe, Sync), and
// each run is one call (Bind, Execute, Sync) whose answer is read with the description kept.
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** `rowDescription`, or `noData` for a statement that answers no rows. */
  description: BackendMessage;
}

const join = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

// Names are unique in the process, whichever instance prepares them on whichever database.
let counter = 0;

/** How many statements stay prepared; the least recently run is closed past it (its plan's memory). */
export const MAX_PREPARED_STATEMENTS = 100;

export interface NamedStatements {
  /**
   * `client.query`'s answer for a statement with values, from its named statement. `inTransaction`:
   * run inside a transaction the caller holds (PGlite's own transaction object does the same).
   */
  query<T>(
    text: string,
    values: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>>;
  /** How many statements are prepared now (tests). */
  readonly size: number;
}

export interface NamedStatementsOptions {
  /** How many stay prepared (default `MAX_PREPARED_STATEMENTS`). */
  max?: number;
  /** The result parsers, whole (default the instance's own): a query's own are merged per query. */
  parsers?: PGlite['parsers'];
}

export function namedStatements(client: PGlite, options: NamedStatementsOptions = {}): NamedStatements {
  const max = options.max ?? MAX_PREPARED_STATEMENTS;
  const parsers = options.parsers ?? client.parsers;
  const { serialize } = protocol;
  // In the order last run: a Map keeps insertion order, and a run moves its statement to the end.
  const statements = new Map<string, Statement>();

  async function prepare(text: string): Promise<Statement> {
    const name = `trainhub_${++counter}`;
    const parts = [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const oldest = statements.size >= max ? statements.keys().next().value : undefined;
    const evicted = oldest === undefined ? undefined : statements.get(oldest);
    if (oldest !== undefined && evicted) {
      statements.delete(oldest);
      parts.unshift(serialize.close({ type: 'S', name: evicted.name }));
    }
    const messages = await client.execProtocolStream(join(parts), {});
    const description = messages.find((m) => m.name === 'rowDescription' || m.name === 'noData');
    if (!description) throw new Error(`no description for the statement ${name}`);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), description };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    values: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { paramTypes } = statement;
    // As PGlite's `query` serialises values: by the parameter's type, else as text.
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      join([
        serialize.bind({ statement: statement.name, values: serialized }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      {},
    );
    const [result] = parse.parseResults([statement.description, ...messages], parsers, options);
    if (!result) throw new Error(`no result for the statement ${statement.name}`);
    return result as Results<T>;
  }

  return {
    get size() {
      return statements.size;
    },
    query: async (text, values, options, inTransaction) => {
      if (inTransaction) return client._runExclusiveQuery(() => run(text, values, options));
      // As `client.query` outside a transaction: after any transaction in progress, then written
      // through to the data directory (a no-op on the Node file system, not on others).
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await run<never>(text, values, options);
          await client.syncToFs();
          return result;
        }),
      );
    },
  };
}

/** Whether `client` is a transaction's (PGlite's transaction object) rather than the database. */
export const isTransaction = (client: PGlite | Transaction): client is Transaction => 'rollback' in client;
