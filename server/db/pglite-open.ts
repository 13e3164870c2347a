import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Opens PGlite, reusing a prepared cluster on fresh data directories. PGlite's initdb takes ~5 s of CPU and
 * the migrations another second or more; the first fresh start on a machine makes the cluster once, in memory,
 * applies `prepare` (the migrations) to it and saves it as a tarball in node_modules/.cache; later fresh starts
 * load it in ~1 s (PGlite's loadDataDir) and have no migration left to run. The template is never dumped from a
 * DATA_DIR, which holds the server's lock file (data-dir-lock.ts) besides the cluster. Keyed by the PGlite
 * version and `prepare`'s key (a digest of the migrations): a new migration makes a new template, and the old
 * one is removed. PGLITE_TEMPLATE=0 turns it off (docs/decisions/003-server-stack.md, ADR 056).
 */
const require = createRequire(import.meta.url);

/** What the template holds besides the empty cluster; `key` changes whenever `apply` would do something else. */
export interface ClusterPreparation {
  key: string;
  apply(client: PGlite): Promise<void>;
}

const TEMPLATE_PREFIX = 'cluster-';

export function templateFile(key = ''): string | null {
  try {
    const entry = require.resolve('@electric-sql/pglite');
    const root = join(dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const name = `${TEMPLATE_PREFIX}${version}${key ? `-${key}` : ''}.tar.gz`;
    return join(root, '..', '..', '.cache', 'padmakshya-pglite', name);
  } catch {
    return null;
  }
}

/** Extensions the migrations create: pg_trgm for search's trigram indexes (migration 0012). */
const extensions = { pg_trgm };

const isFresh = (dataDir: string) => dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));

/** The prepared cluster: the saved template, or a new one made in memory and saved for the next fresh start. */
async function preparedCluster(file: string, prepare: ClusterPreparation | undefined): Promise<Blob> {
  if (existsSync(file)) return new Blob([new Uint8Array(readFileSync(file))]);
  const scratch = new PGlite({ extensions });
  try {
    await scratch.waitReady;
    await prepare?.apply(scratch);
    const dump = await scratch.dumpDataDir('gzip');
    await saveTemplate(dump, file).catch(() => undefined);
    return dump;
  } finally {
    await scratch.close();
  }
}

async function saveTemplate(dump: Blob, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: two first starts at once never leave a half-written template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of earlier migrations or PGlite versions are never loaded again.
  const name = basename(file);
  for (const other of readdirSync(dirname(file))) {
    if (other !== name && other.startsWith(TEMPLATE_PREFIX) && other.endsWith('.tar.gz')) {
      rmSync(join(dirname(file), other), { force: true });
    }
  }
}

/**
 * `prepare`: what a new template holds (client.ts: the migrations); `template`: where it is kept (tests give their
 * own). Without a template the cluster is opened as it is, and the caller's migrations do the rest.
 */
export async function openPgliteClient(
  dataDir: string,
  prepare?: ClusterPreparation,
  template = templateFile(prepare?.key),
): Promise<PGlite> {
  const enabled = process.env.PGLITE_TEMPLATE !== '0';
  const file = enabled && isFresh(dataDir) ? template : null;
  if (!file) {
    const client = new PGlite({ dataDir, extensions });
    await client.waitReady;
    return client;
  }
  const cluster = await preparedCluster(file, prepare);
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
