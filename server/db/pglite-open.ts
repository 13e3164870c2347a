import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Opens PGlite, reusing a pristine cluster on fresh data directories. PGlite's initdb takes ~5 s of
 * CPU; the first fresh start on a machine saves the empty cluster (before any migration) as a
 * tarball in node_modules/.cache, and later fresh starts load it in ~1 s (PGlite's loadDataDir).
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

const isFresh = (dataDir: string) => dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));

async function saveTemplate(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: two first starts at once never leave a half-written template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
}

export async function openPgliteClient(dataDir: string): Promise<PGlite> {
  const enabled = process.env.PGLITE_TEMPLATE !== '0';
  const file = enabled && isFresh(dataDir) ? templateFile() : null;
  if (file && existsSync(file)) {
    try {
      const client = new PGlite({ dataDir, loadDataDir: new Blob([new Uint8Array(readFileSync(file))]) });
      await client.waitReady;
      return client;
    } catch (error) {
      rmSync(file, { force: true });
      throw new Error(`Could not load the cached PGlite cluster (${file}, now removed); start again.`, {
        cause: error,
      });
    }
  }
  const client = new PGlite({ dataDir });
  await client.waitReady;
  if (file) await saveTemplate(client, file).catch(() => undefined);
  return client;
}
