import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Row count and a digest of the rows of every table in the database, listed from pg_catalog (so a table the
 * drizzle schema misses is compared too). No table is left out: a request the contract refuses never reaches a
 * handler (server/http/api-routes.ts parses the input before it calls one), so none may write even a throttle
 * counter or a log row.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const listed = rowsOf<{ schemaname: string; tablename: string }>(
    await db.execute(
      sql`select schemaname, tablename from pg_catalog.pg_tables
          where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    ),
  );
  const result: Record<string, string> = {};
  for (const { schemaname, tablename } of listed) {
    const table = sql.raw(`${quote(schemaname)}.${quote(tablename)}`);
    const [row] = rowsOf<{ rows: number; digest: string }>(
      await db.execute(
        sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
            from ${table} t`,
      ),
    );
    result[`${schemaname}.${tablename}`] = `${row?.rows} rows, ${row?.digest}`;
  }
  return result;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
/** PGlite's and node-postgres' results both carry `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
