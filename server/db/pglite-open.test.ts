import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { MIGRATIONS_DIR, migrationsKey } from './client';
import { openPgliteClient, type ClusterPreparation } from './pglite-open';

const root = mkdtempSync(join(tmpdir(), 'padmakshya-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// PGLITE_TEMPLATE=0 turns the template off; each test sets the switch it is about, whatever the run's own is.
afterEach(() => vi.unstubAllEnvs());

/** A preparation that makes one table and counts how often it ran. */
function preparation(key: string, table: string): ClusterPreparation & { runs: number } {
  const prepared = {
    key,
    runs: 0,
    apply: async (client: Parameters<ClusterPreparation['apply']>[0]) => {
      prepared.runs += 1;
      await client.exec(`create table ${table} (id int primary key)`);
    },
  };
  return prepared;
}

async function withFreshStart(
  dir: string,
  prepare: ClusterPreparation,
  template: string,
  check: (tables: string[]) => void,
) {
  const dataDir = join(root, dir);
  mkdirSync(dataDir);
  const lock = lockDataDir(dataDir);
  const client = await openPgliteClient(dataDir, prepare, template);
  try {
    const { rows } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    check(rows.map((r) => r.name));
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  } finally {
    await client.close();
    lock.release();
  }
}

it('makes the template in memory with the preparation applied, loads it on later fresh starts without applying it again, and replaces it when the key changes', async () => {
  vi.stubEnv('PGLITE_TEMPLATE', '1');
  const first = preparation('one', 'made_by_one');
  const template = join(root, 'cluster-one.tar.gz');
  // The first fresh start makes and saves the template, the second loads it: each keeps its own lock.
  await withFreshStart('first', first, template, (tables) => expect(tables).toEqual(['made_by_one']));
  await withFreshStart('second', first, template, (tables) => expect(tables).toEqual(['made_by_one']));
  expect(first.runs).toBe(1);
  expect(existsSync(template)).toBe(true);
  expect(gunzipSync(readFileSync(template)).includes(LOCK_FILE)).toBe(false);

  // New migrations: a new template, made once, and the old one gone.
  const second = preparation('two', 'made_by_two');
  const next = join(root, 'cluster-two.tar.gz');
  await withFreshStart('third', second, next, (tables) => expect(tables).toEqual(['made_by_two']));
  expect(second.runs).toBe(1);
  expect(readdirSync(root).filter((f) => f.endsWith('.tar.gz'))).toEqual(['cluster-two.tar.gz']);
}, 120_000);

it('opens a fresh cluster as it is, with no template made or read, when PGLITE_TEMPLATE is 0', async () => {
  vi.stubEnv('PGLITE_TEMPLATE', '0');
  const prepare = preparation('off', 'made_by_off');
  const template = join(root, 'cluster-off.tar.gz');
  await withFreshStart('off', prepare, template, (tables) => expect(tables).toEqual([]));
  expect(prepare.runs).toBe(0);
  expect(existsSync(template)).toBe(false);
});

it('keys the migrations by their content, wherever they are', () => {
  const key = migrationsKey();
  expect(key).toMatch(/^[0-9a-f]{16}$/);
  const copy = join(root, 'migrations');
  cpSync(MIGRATIONS_DIR, copy, { recursive: true });
  expect(migrationsKey(copy)).toBe(key);
  const [first] = readdirSync(copy).filter((f) => f.endsWith('.sql'));
  appendFileSync(join(copy, first ?? ''), '\n-- one more line\n');
  expect(migrationsKey(copy)).not.toBe(key);
});
