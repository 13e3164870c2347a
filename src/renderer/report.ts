/**
 * Renderer warnings: a skipped block is reported once per block path (ADR 005), so a re-render or a
 * viewport switch does not flood the console. console.warn only; never console.log.
 */
const reported = new Set<string>();

export function reportRendererWarning(path: string, lines: readonly string[]): void {
  if (reported.has(path)) return;
  reported.add(path);
  console.warn(`[renderer] Skipped ${path}:\n  ${lines.join('\n  ')}`);
}

/** For tests: forget which paths were reported. */
export function resetRendererWarnings(): void {
  reported.clear();
}
