import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import { Suspense, useMemo, useState } from 'react';
import { UnderTheLargestPaintContext } from '@/components/ui/under-the-largest-paint';
import { AboveTheFoldContext, type BlockDefinition } from '@/renderer/define-block';
import { laterPlan, LaterGate, sectionMarks, waitsForView } from './hydrate-later';
import { SectionView, SkippedNode } from './node-views';
import { parsePage, parseSection, type LaterNode, type SectionNode } from './parse-page';
import { usePreviewMode } from './preview-mode';
import { useRegistry } from './registry-context';
import { useBlocksReady } from './use-blocks-ready';

/**
 * Renders CMS sections (page → sections → columns → blocks) with the registry from context. Every
 * section, column and block is parsed first; a bad one is skipped for shoppers and shown as an error
 * card to editors; each block renders inside its own error and Suspense boundary (ADR 005).
 *
 * `path` prefixes every reported problem (`sections[2].columns[0].details[1].home_image: Required`).
 * The first section is taken to be above the fold (its media load eagerly and first) unless
 * `firstAboveTheFold` is false: only the page's largest paint should be fetched at high priority, and the first
 * section's images, which may share the first screen with it, ask for low priority.
 * With `layOutLater`, every section after the first is laid out only once it comes near the screen
 * (ADR 050), and one the server drew out of view is hydrated only once it comes into view (ADR 051); pages
 * whose blocks draw fixed overlays of their own (checkout's) leave it off. A section that waits is parsed only
 * when it draws (ADR 065).
 */
export function PageSections({
  sections,
  path = 'sections',
  firstAboveTheFold = true,
  layOutLater = false,
}: {
  sections: unknown[];
  path?: string;
  firstAboveTheFold?: boolean;
  layOutLater?: boolean;
}) {
  const registry = useRegistry();
  const preview = usePreviewMode();
  // Taken once: only the render that hydrates a drawn page leaves sections waiting for the view.
  const [plan] = useState(() => (layOutLater ? laterPlan() : null));
  const page = useMemo(
    () => parsePage(sections, registry, path, plan ? (at) => waitsForView(plan, at) : undefined),
    [sections, registry, path, plan],
  );
  const needed = useMemo(
    () =>
      plan
        ? distinct(page.sections.flatMap((node) => (node.kind === 'section' ? sectionBlocks(node) : [])))
        : page.blocks,
    [page, plan],
  );
  const ready = useBlocksReady(needed);
  const laidOutWithPage = useMemo(() => lastDrawn(page.sections), [page]);
  return (
    <>
      {page.sections.map((node, index) => {
        if (node.kind === 'invalid') return <SkippedNode key={node.path} node={node} preview={preview} />;
        const later = layOutLater && index > 0;
        const near = later && !laidOutWithPage.has(node.path);
        const view = (ready: boolean) =>
          node.kind === 'later' ? (
            <LaterSectionView node={node} preview={preview} near={near} />
          ) : (
            <DrawnSection
              node={node}
              preview={preview}
              ready={ready}
              later={later}
              near={near}
              layOutLater={layOutLater}
            />
          );
        return (
          <AboveTheFoldContext.Provider key={node.path} value={firstAboveTheFold && index === 0}>
            <UnderTheLargestPaintContext.Provider value={!firstAboveTheFold && index === 0}>
              {later ? (
                // The same boundary on the server and the client, whether or not this section waits.
                <Suspense fallback={view(false)}>
                  {plan && node.kind === 'later' && <LaterGate plan={plan} path={node.path} blocks={node.blocks} />}
                  {view(node.kind === 'later' || ready)}
                </Suspense>
              ) : (
                view(ready)
              )}
            </UnderTheLargestPaintContext.Provider>
          </AboveTheFoldContext.Provider>
        );
      })}
    </>
  );
}

/** A parsed section, with the marks a page whose later sections may wait puts on each. */
function DrawnSection({
  node,
  preview,
  ready,
  later,
  near,
  layOutLater,
}: {
  node: SectionNode;
  preview: boolean;
  ready: boolean;
  later: boolean;
  near: boolean;
  layOutLater: boolean;
}) {
  const blocks = layOutLater ? sectionBlocks(node) : [];
  // CMS blocks only: a special block (the bag's suggestions, the cart) shows the shopper's own state, which
  // the server cannot draw, so its section hydrates with the page.
  const mayWait = later && blocks.every((block) => typeof block.type === 'number');
  const marks = layOutLater ? sectionMarks(blocks, mayWait ? node.path : undefined) : undefined;
  return <SectionView node={node} preview={preview} ready={ready} near={near} marks={marks} />;
}

/**
 * A section that waited for the view, parsed once it draws. It was drawn by the server, so it is one that may wait:
 * after the first, laid out later, its blocks' code loaded by its gate.
 */
function LaterSectionView({ node, preview, near }: { node: LaterNode; preview: boolean; near: boolean }) {
  const registry = useRegistry();
  const parsed = useMemo(() => parseSection(node.raw, node.path, registry), [node, registry]);
  if (parsed.kind === 'invalid') return <SkippedNode node={parsed} preview={preview} />;
  return <DrawnSection node={parsed} preview={preview} ready later near={near} layOutLater />;
}

/**
 * How many of a page's last sections are laid out with the page rather than when near the screen (ADR 067). A
 * jump to the foot (End, the scrollbar, a tap on the newsletter's SIGN UP found by scrolling) lands on them: were
 * they waiting, the one at the top of the screen would take its real height there, and the foot would move under
 * the shopper's eyes (by 363 px on the home page at 1280 px). Three estimated heights (32rem each) cover a screen.
 */
const LAID_OUT_AT_THE_END = 3;

/** The paths of the last sections drawn (a section skipped for a bad payload draws nothing). */
const lastDrawn = (sections: readonly { kind: string; path: string }[]): ReadonlySet<string> =>
  new Set(
    sections
      .filter((node) => node.kind !== 'invalid')
      .slice(-LAID_OUT_AT_THE_END)
      .map((node) => node.path),
  );

const distinct = (blocks: BlockDefinition[]) => [...new Set(blocks)];

/** The distinct blocks a section's columns use. */
const sectionBlocks = (node: SectionNode): BlockDefinition[] =>
  distinct(
    node.columns.flatMap((column) =>
      column.kind === 'column' ? column.details.flatMap((detail) => (detail.kind === 'block' ? [detail.def] : [])) : [],
    ),
  );
