import { readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went while a load ran (Linux /proc; elsewhere nothing is read and nothing is
 * reported). A latency figure on a 2-core machine means little without it: the same build's product-list p99
 * read 16 ms alone and 127 ms after Lighthouse in one full run. Read before and after a measured window, it
 * splits the cores' time into the server, the bench itself, everything else on the machine, and time the host
 * took from this machine (steal); `waitForQuietMachine` holds a load back until the rest of the machine has
 * settled, as Lighthouse waits for a quiet page.
 */

/** Clock ticks of the whole machine (all cores) and of the processes followed. */
export interface CpuSample {
  at: number;
  /** Ticks the cores spent busy, of any kind but idle and I/O wait, and the host's steal. */
  busy: number;
  steal: number;
  total: number;
  /** Busy ticks of each followed pid (user + system). */
  byPid: Map<number, number>;
}

/** Shares of the machine's total CPU time (all cores = 1) over a window (a load, its warm-up included). */
export interface CpuShares {
  /** The window's length, ms. */
  ms: number;
  cores: number;
  server: number;
  bench: number;
  /** Busy time of every other process on the machine. */
  others: number;
  /** Time the host gave to other guests (a busy host shows here, not as any process of ours). */
  steal: number;
}

const TICKS_FIELDS = { user: 0, nice: 1, system: 2, idle: 3, iowait: 4, irq: 5, softirq: 6, steal: 7 } as const;

function readMachine(): { busy: number; steal: number; total: number; cores: number } | undefined {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    const cores = lines.filter((l) => /^cpu\d/.test(l)).length;
    const ticks = lines[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const at = (k: keyof typeof TICKS_FIELDS) => ticks[TICKS_FIELDS[k]] ?? 0;
    const steal = at('steal');
    const busy = at('user') + at('nice') + at('system') + at('irq') + at('softirq');
    return { busy, steal, total: busy + steal + at('idle') + at('iowait'), cores };
  } catch {
    return undefined;
  }
}

/** utime + stime of one process, in clock ticks; 0 once it has gone. */
export function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export function sampleCpu(pids: number[]): CpuSample | undefined {
  const machine = readMachine();
  if (!machine) return undefined;
  return {
    at: performance.now(),
    busy: machine.busy,
    steal: machine.steal,
    total: machine.total,
    byPid: new Map(pids.map((pid) => [pid, processTicks(pid)])),
  };
}

/** The window between two samples as shares of all the cores' time; undefined without /proc. */
export function cpuShares(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  server: number,
  bench: number,
): CpuShares | undefined {
  if (!before || !after) return undefined;
  const total = after.total - before.total;
  if (total <= 0) return undefined;
  const of = (pid: number) => (after.byPid.get(pid) ?? 0) - (before.byPid.get(pid) ?? 0);
  const busy = after.busy - before.busy;
  const round = (x: number) => Math.round(Math.max(0, x / total) * 1000) / 1000;
  return {
    ms: Math.round(after.at - before.at),
    cores: readMachine()?.cores ?? 1,
    server: round(of(server)),
    bench: round(of(bench)),
    others: round(busy - of(server) - of(bench)),
    steal: round(after.steal - before.steal),
  };
}

/** The processes a bench step follows: the bench itself, and the server when it runs one. */
export const followedPids = (server: number | undefined, bench: number): number[] =>
  server === undefined ? [bench] : [server, bench];

/**
 * Waits until, over one second, processes other than the server and the bench used at most `share` of the
 * machine together with the host's steal, or `maxMs` has passed. Returns how long it waited and whether the
 * machine settled.
 */
export async function waitForQuietMachine(
  server: number | undefined,
  bench: number,
  { share = 0.1, maxMs = 30_000, windowMs = 1_000 } = {},
): Promise<{ waitedMs: number; quiet: boolean }> {
  const pids = followedPids(server, bench);
  const start = performance.now();
  for (;;) {
    const before = sampleCpu(pids);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const shares = cpuShares(before, sampleCpu(pids), server ?? -1, bench);
    const waitedMs = Math.round(performance.now() - start);
    if (!shares || shares.others + shares.steal <= share) return { waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { waitedMs, quiet: false };
  }
}

/** One line for a report: "server 38% of 2 cores, the bench 9%, other processes 2%, steal 0%". */
export function sharesSentence(shares: CpuShares | undefined): string {
  if (!shares) return 'CPU shares not read (no /proc on this machine).';
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  return `CPU over the load (its warm-up included), as shares of all ${shares.cores} cores: the server ${pct(shares.server)}, the bench's sender ${pct(shares.bench)}, other processes ${pct(shares.others)}, taken by the host (steal) ${pct(shares.steal)}.`;
}
