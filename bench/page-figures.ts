import { probeLcp, type LcpProbe } from './lcp-probe';
import { buildLimitPages, startLimitServer, type LimitServer } from './limit-page';
import { measureLighthouse, type LighthouseScore, type LighthouseTarget } from './lighthouse';

/** Runs per target of the applied-throttling pass: each takes as long as the slowed load itself. */
const APPLIED_RUNS = 1;

const ratioOf = (page: number, limit: number) => Math.round((page / limit) * 100) / 100;

/** A page's largest paint against its static limit page's, measured back to back in the same Chrome. */
export interface LimitFigure {
  route: string;
  /** What the largest paint is (`img.class`, its kind) and, for an image, its URL and rendered size. */
  element: string;
  kind: LcpProbe['kind'];
  url: string;
  width: number;
  height: number;
  pageLcpMs: number;
  limitLcpMs: number;
  /** pageLcpMs / limitLcpMs: 1 is as fast as a page showing that element can be. */
  ratio: number;
  /** The same pair loaded with the network and CPU slowed while they load (Lighthouse's devtools throttling). */
  applied?: { pageLcpMs: number; limitLcpMs: number; ratio: number };
}

export interface PageFigures {
  lighthouse: LighthouseScore[];
  limitPages: LimitFigure[];
  errors: string[];
}

const LIMIT = 'static limit of ';

/**
 * Lighthouse mobile for each route and, right after each, for its static limit page (issue 9 §6): the
 * probe finds the route's largest paint, the limit server shows the same element alone. A failed probe
 * costs the ratios, not the scores.
 */
export async function measurePages(
  baseUrl: string,
  routes: string[],
  runs: number,
  storage: Record<string, Record<string, string>> = {},
): Promise<PageFigures> {
  const errors: string[] = [];
  let probes: LcpProbe[] = [];
  let limit: LimitServer | undefined;
  // Route by route, so one page that fails to start costs only its own ratio.
  for (const route of routes) {
    try {
      const [probe] = await probeLcp(baseUrl, [route], storage);
      if (probe) probes.push(probe);
    } catch (error) {
      errors.push(`static limit page of ${route}: ${(error as Error).message}`);
    }
  }
  try {
    if (probes.length > 0) limit = await startLimitServer(await buildLimitPages(probes));
  } catch (error) {
    errors.push(`static limit pages: ${(error as Error).message}`);
    probes = [];
  }
  try {
    const targets: LighthouseTarget[] = routes.flatMap((route) => [
      { route, url: `${baseUrl}${route}`, storage: storage[route] ?? {} },
      ...(limit && probes.some((p) => p.route === route)
        ? [{ route: `${LIMIT}${route}`, url: limit.urlFor(route) }]
        : []),
    ]);
    const scores = await measureLighthouse(targets, runs);
    // The ratio again with the load itself slowed: simulation estimates a slow load from a fast one, and a
    // request the first paint waits for (a stylesheet) costs far less in its estimate than on a slow network.
    const pairs = targets.filter((t) => t.route.startsWith(LIMIT) || probes.some((p) => p.route === t.route));
    const applied = await measureLighthouse(pairs, APPLIED_RUNS, 'devtools').catch((error: unknown) => {
      errors.push(`lighthouse with applied throttling: ${(error as Error).message}`);
      return [] as LighthouseScore[];
    });
    const limitPages = probes.flatMap((probe): LimitFigure[] => {
      const page = scores.find((s) => s.route === probe.route);
      const bound = scores.find((s) => s.route === `${LIMIT}${probe.route}`);
      const slowedPage = applied.find((s) => s.route === probe.route);
      const slowedBound = applied.find((s) => s.route === `${LIMIT}${probe.route}`);
      if (!page || !bound) return [];
      return [
        {
          route: probe.route,
          element: probe.element,
          kind: probe.kind,
          url: probe.url,
          width: Math.round(probe.rect.width),
          height: Math.round(probe.rect.height),
          pageLcpMs: page.lcpMs,
          limitLcpMs: bound.lcpMs,
          ratio: ratioOf(page.lcpMs, bound.lcpMs),
          ...(slowedPage && slowedBound
            ? {
                applied: {
                  pageLcpMs: slowedPage.lcpMs,
                  limitLcpMs: slowedBound.lcpMs,
                  ratio: ratioOf(slowedPage.lcpMs, slowedBound.lcpMs),
                },
              }
            : {}),
        },
      ];
    });
    return { lighthouse: scores.filter((s) => !s.route.startsWith(LIMIT)), limitPages, errors };
  } catch (error) {
    errors.push(`lighthouse: ${(error as Error).message}`);
    return { lighthouse: [], limitPages: [], errors };
  } finally {
    await limit?.close();
  }
}
