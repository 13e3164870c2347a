/**
 * How the browser build groups modules into files (ADR 015). Left to itself the bundler makes a file for
 * every set of lazily loaded modules that share code: some forty files of a few hundred bytes on the home
 * page, each compressed on its own and each a request. The plan instead makes:
 *
 * - `app`: everything the app statically needs to start (the router, the renderer, the shell), the
 *   closure of static imports from the app's module. It loads at once anyway, so one file costs nothing
 *   in laziness and compresses as one. What the page's entry itself imports stays with the entry: the
 *   entry loads the app only after the first paint (ADR 014), which a static import would undo. React
 *   itself is a group of its own (vite.config.ts), evaluated a task ahead of the app (ADR 038);
 * - `blocks-kit`: our own modules that two or more lazily loaded blocks share (list, image, carousel
 *   pieces), in one file per set of files that share them (vite.config.ts, ADR 051), each loaded with the
 *   first file that needs it: the first screen's media blocks do not fetch the lists' pieces.
 *
 * Everything else (each block, each lazily loaded page, drawers, the HTTP transport, libraries only
 * lazily loaded code uses) keeps the bundler's automatic splitting, so it still loads only when needed.
 */

/** The part of the module graph the plan reads (the bundler's module info). */
export interface ModuleGraph {
  ids: Iterable<string>;
  imports: (id: string) => readonly string[];
  dynamicImports: (id: string) => readonly string[];
}

export interface ChunkPlan {
  app: Set<string>;
  /** The part of `app` that is the rules (schemas, domain, zod): a file of its own, evaluated in its own task. */
  rules: Set<string>;
  blocksKit: Set<string>;
}

const slashes = (id: string) => id.replaceAll('\\', '/');
const isDependency = (id: string) => slashes(id).includes('/node_modules/');
const isUnder = (id: string, dir: string) => slashes(id).startsWith(`${slashes(dir)}/`);

/** Every module reachable from `start` by static imports, without entering `stop`. */
export function staticClosure(graph: ModuleGraph, start: string, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    pending.push(...graph.imports(id));
  }
  return seen;
}

/** Where the plan starts: the page's entry module, the app module it loads, and the blocks folder. */
export interface PlanRoots {
  entry: string;
  app: string;
  blocksDir: string;
  /** The folders of the rules (schemas, domain): with the zod library, evaluated ahead of the app. */
  rulesDirs?: readonly string[];
}

const isZod = (id: string) => /\/node_modules\/zod\//.test(slashes(id));

/**
 * The modules of `candidates` whose static imports all stay among them. A file made of them needs no other
 * file of the app, so it can be evaluated before the app's file without evaluating it too.
 */
function closedUnderImports(graph: ModuleGraph, candidates: Iterable<string>): Set<string> {
  const set = new Set(candidates);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of set) {
      if (graph.imports(id).some((dep) => !set.has(dep))) {
        set.delete(id);
        changed = true;
      }
    }
  }
  return set;
}

/**
 * Plans the groups from the entry (`src/entry-client.ts`), the app module (`src/main.tsx`) and the blocks
 * folder. Without the app module in the graph (another build, such as Storybook's) the plan is empty and
 * the bundler's own splitting applies.
 */
export function planChunks(graph: ModuleGraph, roots: PlanRoots): ChunkPlan {
  const ids = [...graph.ids];
  if (!ids.includes(roots.app)) return { app: new Set(), rules: new Set(), blocksKit: new Set() };
  const entry = ids.includes(roots.entry) ? staticClosure(graph, roots.entry, new Set()) : new Set<string>();
  const app = staticClosure(graph, roots.app, entry);
  const rulesDirs = roots.rulesDirs ?? [];
  const rules =
    rulesDirs.length === 0
      ? new Set<string>()
      : closedUnderImports(
          graph,
          [...app].filter((id) => isZod(id) || rulesDirs.some((dir) => isUnder(id, dir))),
        );

  const lazyBlocks = new Set<string>();
  for (const id of ids) {
    for (const target of graph.dynamicImports(id)) {
      if (!app.has(target) && isUnder(target, roots.blocksDir)) lazyBlocks.add(target);
    }
  }
  const users = new Map<string, number>();
  for (const block of lazyBlocks) {
    for (const id of staticClosure(graph, block, new Set([...app, ...entry]))) {
      if (id !== block) users.set(id, (users.get(id) ?? 0) + 1);
    }
  }
  const blocksKit = new Set(
    [...users].filter(([id, count]) => count >= 2 && !isDependency(id) && !lazyBlocks.has(id)).map(([id]) => id),
  );
  return { app, rules, blocksKit };
}
