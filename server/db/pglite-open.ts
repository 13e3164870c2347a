import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Opens PGlite, reusing a pristine cluster on fresh data directories. PGlite's initdb takes ~5 s of
 * CPU; the first fresh start on a machine makes the empty cluster once, in memory, and saves it as a
 * tarball in node_modules/.cache; later fresh starts load it in ~1 s (PGlite's loadDataDir). The template
 * is never dumped from a DATA_DIR, which holds the server's lock file (data-dir-lock.ts) besides the cluster.
 * Keyed by the PGlite version; PGLITE_TEMPLATE=0 turns it off (docs/decisions/003-server-stack.md).
 */
const require = createRequire(import.meta.url);

function templateFile(): string | null {
  try {
    const entry = require.resolve('@electric-sql/pglite');
    const root = join(dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    return join(root, '..', '..', '.cache', 'padmakshya-pglite', `cluster-${version}.tar.gz`);
  } catch {
    return null;
  }
}

/** Extensions the migrations create: pg_trgm for search's trigram indexes (migration 0012). */
const extensions = { pg_trgm };

const isFresh = (dataDir: string) => dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));

/** The pristine cluster: the saved template, or a new one made in memory and saved for the next fresh start. */
async function pristineCluster(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([new Uint8Array(readFileSync(file))]);
  const scratch = new PGlite();
  await scratch.waitReady;
  const dump = await scratch.dumpDataDir('gzip');
  await scratch.close();
  await saveTemplate(dump, file).catch(() => undefined);
  return dump;
}

async function saveTemplate(dump: Blob, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: two first starts at once never leave a half-written template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** `template`: where the pristine cluster is kept (tests give their own). */
export async function openPgliteClient(dataDir: string, template = templateFile()): Promise<PGlite> {
  const enabled = process.env.PGLITE_TEMPLATE !== '0';
  const file = enabled && isFresh(dataDir) ? template : null;
  if (!file) {
    const client = new PGlite({ dataDir, extensions });
    await client.waitReady;
    return client;
  }
  const cluster = await pristineCluster(file);
  try {
    const client = new PGlite({ dataDir, loadDataDir: cluster, extensions });
    await client.waitReady;
    return client;
  } catch (error) {
    rmSync(file, { force: true });
    throw new Error(`Could not load the cached PGlite cluster (${file}, now removed); start again.`, {
      cause: error,
    });
  }
}
