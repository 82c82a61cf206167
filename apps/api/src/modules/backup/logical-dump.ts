import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * PostgreSQL backup without pg_dump (decision 026): a logical dump written by this process.
 * Gzipped lines of JSON: a header naming the migrations the schema was built by, then each
 * logged table of schema public in foreign-key order (`#{"table","columns"}` followed by one
 * `row_to_json` text per row, never parsed here, so bigint money and text stay exact), then the
 * sequences. Read in one REPEATABLE READ snapshot, like pg_dump. The schema itself is not in
 * the file: restore builds it with the app's own migrations and refuses a dump whose migrations
 * differ.
 */
export const LOGICAL_DUMP_FORMAT = 'prapa-logical-dump';
const FETCH_ROWS = 2_000;
const INSERT_ROWS = 1_000;
/** Starts a section line (a table, the end); a row line is a JSON object and starts with `{`. */
const SECTION = '#';

type TableInfo = { name: string; columns: string[] };
type SequenceValue = { name: string; last_value: string | null };
type Header = { format: string; version: number; created_at: string; migrations: string[] };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function appliedMigrations(db: Db): Promise<string[]> {
  const [exists] = await rawRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await rawRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** Logged tables of schema public (UNLOGGED counters are not backed up) with their columns. */
async function loggedTables(db: Db): Promise<TableInfo[]> {
  const rows = await rawRows<{ name: string; columns: string[] }>(
    db,
    sql`select c.relname as name,
          array_agg(a.attname::text order by a.attnum) as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p'
        group by c.relname order by c.relname`,
  );
  return rows;
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
export async function tablesInDependencyOrder(db: Db): Promise<TableInfo[]> {
  const tables = await loggedTables(db);
  const edges = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      [...(parents.get(t.name) ?? [])].every((p) => placed.has(p) || !parents.has(p)),
    );
    // A cycle (none today) cannot be ordered; restore drops the foreign keys anyway.
    const next = ready.length > 0 ? ready : remaining.slice(0, 1);
    for (const t of next) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Writes the dump of `db` to `file` (gzip). */
export async function writeLogicalDump(db: Db, file: string, now: Date): Promise<void> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = {
          format: LOGICAL_DUMP_FORMAT,
          version: 1,
          created_at: now.toISOString(),
          migrations: await appliedMigrations(tx),
        };
        await write(JSON.stringify(header));
        for (const table of await tablesInDependencyOrder(tx)) {
          await write(`${SECTION}${JSON.stringify({ table: table.name, columns: table.columns })}`);
          const columns = table.columns.map(ident).join(', ');
          await tx.execute(
            sql.raw(
              `declare prapa_dump no scroll cursor for select row_to_json(r)::text as j
               from (select ${columns} from ${ident(table.name)}) r`,
            ),
          );
          for (;;) {
            const rows = await rawRows<{ j: string }>(
              tx,
              sql.raw(`fetch ${FETCH_ROWS} from prapa_dump`),
            );
            for (const row of rows) await write(row.j);
            if (rows.length < FETCH_ROWS) break;
          }
          await tx.execute(sql.raw('close prapa_dump'));
        }
        const sequences = await rawRows<SequenceValue>(
          tx,
          sql`select sequencename as name, last_value::text as last_value
              from pg_sequences where schemaname = 'public' order by 1`,
        );
        await write(`${SECTION}${JSON.stringify({ end: true, sequences })}`);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    gzip.end();
    await done;
  }
}

export class LogicalDumpRefused extends Error {}

async function* dumpLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  for await (const line of lines) if (line !== '') yield line;
}

/**
 * Replaces every logged table's rows by the dump's, in one transaction: the schema must have
 * been built by the same migrations (the caller migrates first). Foreign keys are dropped and
 * put back afterwards (so they are checked once, against the whole data) and the tables' own
 * triggers are off while loading (the status tallies come from the dump, not recounted).
 */
export async function restoreLogicalDump(db: Db, file: string): Promise<void> {
  const lines = dumpLines(file);
  const first = await lines.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Partial<Header>);
  if (header?.format !== LOGICAL_DUMP_FORMAT) {
    throw new LogicalDumpRefused(`${file} is not a PRAPA logical dump.`);
  }
  const current = await appliedMigrations(db);
  const theirs = header.migrations ?? [];
  if (current.join() !== theirs.join()) {
    throw new LogicalDumpRefused(
      `The backup's schema (${theirs.length} migrations) is not this version's (${current.length}). ` +
        'Restore it with the PRAPA version that made it, then upgrade.',
    );
  }
  await db.transaction(async (tx) => {
    const tables = await loggedTables(tx);
    const known = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
    const keys = await rawRows<{ tbl: string; name: string; def: string }>(
      tx,
      sql`select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
          from pg_constraint k join pg_class c on c.oid = k.conrelid
          join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and n.nspname = 'public' order by 1, 2`,
    );
    for (const key of keys) {
      await tx.execute(sql.raw(`alter table ${ident(key.tbl)} drop constraint ${ident(key.name)}`));
    }
    for (const t of tables) {
      await tx.execute(sql.raw(`alter table ${ident(t.name)} disable trigger user`));
    }
    if (tables.length > 0) {
      await tx.execute(sql.raw(`truncate ${tables.map((t) => ident(t.name)).join(', ')}`));
    }

    let insert: ((batch: string[]) => SQL) | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (insert && batch.length > 0) await tx.execute(insert(batch));
      batch = [];
    };
    let sequences: SequenceValue[] | undefined;
    for await (const line of lines) {
      if (line.startsWith(SECTION)) {
        const section = JSON.parse(line.slice(SECTION.length)) as
          | { table: string; columns: string[] }
          | { end: true; sequences: SequenceValue[] };
        await flush();
        if ('end' in section) {
          sequences = section.sequences;
          break;
        }
        const columns = known.get(section.table);
        const missing = section.columns.filter((c) => !columns?.has(c));
        if (!columns || missing.length > 0) {
          throw new LogicalDumpRefused(
            `The backup's table ${section.table} does not fit this schema (${missing.join(', ')}).`,
          );
        }
        const list = section.columns.map(ident).join(', ');
        const table = ident(section.table);
        insert = (rows) =>
          sql`insert into ${sql.raw(table)} (${sql.raw(list)}) overriding system value
              select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)},
                ${`[${rows.join(',')}]`}::json)`;
        continue;
      }
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
    if (!sequences) throw new LogicalDumpRefused(`${file} ends early: the backup is incomplete.`);

    for (const t of tables) {
      await tx.execute(sql.raw(`alter table ${ident(t.name)} enable trigger user`));
    }
    for (const key of keys) {
      await tx.execute(
        sql.raw(`alter table ${ident(key.tbl)} add constraint ${ident(key.name)} ${key.def}`),
      );
    }
    for (const seq of sequences) {
      const name = `public.${ident(seq.name)}`;
      await tx.execute(
        seq.last_value === null
          ? sql`select setval(${name}::regclass, 1, false)`
          : sql`select setval(${name}::regclass, ${seq.last_value}::bigint, true)`,
      );
    }
  });
}
