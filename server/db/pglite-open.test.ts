import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openPgliteClient } from './pglite-open';

const root = mkdtempSync(join(tmpdir(), 'padmakshya-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it.skipIf(process.env.PGLITE_TEMPLATE === '0')(
  'makes the template in memory, so no DATA_DIR lock travels with it to the next fresh start',
  async () => {
    const template = join(root, 'cluster.tar.gz');
    // The first fresh start makes and saves the template, the second loads it: each keeps its own lock.
    for (const dataDir of [join(root, 'first'), join(root, 'second')]) {
      mkdirSync(dataDir);
      const lock = lockDataDir(dataDir);
      const client = await openPgliteClient(dataDir, template);
      try {
        expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
        expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      } finally {
        await client.close();
        lock.release();
      }
    }
    expect(existsSync(template)).toBe(true);
    expect(gunzipSync(readFileSync(template)).includes(LOCK_FILE)).toBe(false);
  },
  120_000,
);
