import { describe, expect, it } from 'vitest';
import { cpuShares, processTicks, sampleCpu, sharesSentence, type CpuSample } from './machine';

const sample = (at: number, busy: number, steal: number, total: number, pids: [number, number][]): CpuSample => ({
  at,
  busy,
  steal,
  total,
  byPid: new Map(pids),
});

describe("the machine's CPU shares around a load", () => {
  it('splits the busy time into the server, the bench, the other processes and steal', () => {
    const before = sample(0, 1_000, 10, 5_000, [
      [11, 100],
      [22, 50],
    ]);
    // 400 ticks of both cores: 300 busy (120 server, 40 bench, 140 others), 20 stolen, the rest idle.
    const after = sample(2_000, 1_300, 30, 5_400, [
      [11, 220],
      [22, 90],
    ]);
    const shares = cpuShares(before, after, 11, 22)!;
    expect(shares.ms).toBe(2_000);
    expect(shares.server).toBe(0.3);
    expect(shares.bench).toBe(0.1);
    expect(shares.others).toBe(0.35);
    expect(shares.steal).toBe(0.05);
    expect(sharesSentence(shares)).toMatch(
      /the server 30%, the bench's sender 10%, other processes 35%, taken by the host \(steal\) 5%\.$/,
    );
  });

  it('reads nothing from an empty window, and says so without /proc', () => {
    const same = sample(0, 1, 0, 10, []);
    expect(cpuShares(same, same, 1, 2)).toBeUndefined();
    expect(cpuShares(undefined, same, 1, 2)).toBeUndefined();
    expect(sharesSentence(undefined)).toBe('CPU shares not read (no /proc on this machine).');
  });

  it('reads this process and the machine from /proc', async () => {
    const before = sampleCpu([process.pid])!;
    const end = performance.now() + 60;
    while (performance.now() < end) Math.sqrt(Math.random());
    const after = sampleCpu([process.pid])!;
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.byPid.get(process.pid)!).toBeGreaterThan(before.byPid.get(process.pid)!);
    expect(processTicks(2 ** 22 + 1)).toBe(0);
  });
});
