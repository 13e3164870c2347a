import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort, renderingPages } from '../../bench/server';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/throwaway-postgres';
import { restartDatabaseUnderLoad } from './database-restart';
import { killReplicaMidCheckout } from './replica-kill';
import { Replicas, type FaultRig } from './replicas';

/**
 * Issue 13 §3's fault tests (docs/decisions/033-faults.md), on one throwaway PostgreSQL cluster and two replicas of
 * the real server (server/main.ts, DATABASE_URL) sharing one database: the database restarted under load, then one
 * replica killed in the middle of checkouts. They share the set-up because starting a replica is most of their
 * time on a small machine.
 */

let rig: FaultRig | undefined;
const theRig = () => {
  if (!rig) throw new Error('the fault rig did not start');
  return rig;
};
// Kept as soon as made, so that a set-up that fails or runs out of time is cleaned up all the same.
let cluster: ThrowawayPostgres | undefined;
let replicas: Replicas | undefined;

beforeAll(async () => {
  if (!['index.html', 'server/entry-server.js'].every((file) => existsSync(join('dist', file)))) {
    throw new Error('The storefront is not built (dist/): run `npm run build` first; the fault tests check pages too');
  }
  cluster = await startThrowawayPostgres({ prefix: 'padmakshya-faults-postgres-' });
  replicas = new Replicas(await cluster.createDatabase('padmakshya_faults'));
  // The second once the first has migrated and seeded the empty database; both ready once they render pages, as
  // the restart checks pages too.
  const [portA, portB] = [await freePort(), await freePort()];
  const serverA = await replicas.start(portA);
  const [, serverB] = await Promise.all([renderingPages(portA), replicas.start(portB, { pages: true })]);
  // The test's own connections: a pool, as the restart ends them too (its idle ones' errors are no fault here).
  const db = new pg.Pool({ connectionString: cluster.url('padmakshya_faults'), max: 2 });
  db.on('error', () => undefined);
  rig = {
    cluster,
    replicas,
    db,
    a: { server: serverA, port: portA, up: true, inFlight: 0 },
    b: { server: serverB, port: portB, up: true, inFlight: 0 },
  };
});

afterAll(async () => {
  await rig?.db.end().catch(() => undefined);
  await replicas?.stopAll();
  cluster?.stop();
});

describe('faults under load (issue 13 §3)', () => {
  it('the database restarts under load: clean 503s while it is down, pages still served, then recovery by itself', () =>
    restartDatabaseUnderLoad(theRig()));

  it('a replica is killed mid-checkout: no acknowledged order lost or duplicated, the other keeps serving', () =>
    killReplicaMidCheckout(theRig()));
});
