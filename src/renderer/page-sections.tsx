import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import { Suspense, useMemo, useState } from 'react';
import { AboveTheFoldContext, type BlockDefinition } from '@/renderer/define-block';
import { laterPlan, LaterGate, sectionMarks, waitsForView } from './hydrate-later';
import { SectionView, SkippedNode } from './node-views';
import { parsePage, type SectionNode } from './parse-page';
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
 * `firstAboveTheFold` is false: only the page's largest paint should be fetched at high priority.
 * With `layOutLater`, every section after the first is laid out only once it comes near the screen
 * (ADR 050), and one the server drew out of view is hydrated only once it comes into view (ADR 051); pages
 * whose blocks draw fixed overlays of their own (checkout's) leave it off.
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
  const page = useMemo(() => parsePage(sections, registry, path), [sections, registry, path]);
  // Taken once: only the render that hydrates a drawn page leaves sections waiting for the view.
  const [plan] = useState(() => (layOutLater ? laterPlan() : null));
  const needed = useMemo(
    () =>
      plan
        ? distinct(
            page.sections.flatMap((node) =>
              node.kind === 'section' && !waitsForView(plan, node.path) ? sectionBlocks(node) : [],
            ),
          )
        : page.blocks,
    [page, plan],
  );
  const ready = useBlocksReady(needed);
  return (
    <>
      {page.sections.map((node, index) => {
        if (node.kind === 'invalid') return <SkippedNode key={node.path} node={node} preview={preview} />;
        const later = layOutLater && index > 0;
        const blocks = layOutLater ? sectionBlocks(node) : [];
        // CMS blocks only: a special block (the bag's suggestions, the cart) shows the shopper's own state, which
        // the server cannot draw, so its section hydrates with the page.
        const mayWait = later && blocks.every((block) => typeof block.type === 'number');
        const marks = layOutLater ? sectionMarks(blocks, mayWait ? node.path : undefined) : undefined;
        const waits = waitsForView(plan, node.path);
        const view = (ready: boolean) => (
          <SectionView node={node} preview={preview} ready={ready} later={later} marks={marks} />
        );
        return (
          <AboveTheFoldContext.Provider key={node.path} value={firstAboveTheFold && index === 0}>
            {later ? (
              // The same boundary on the server and the client, whether or not this section waits.
              <Suspense fallback={view(false)}>
                {plan && waits && <LaterGate plan={plan} path={node.path} blocks={blocks} />}
                {view(waits || ready)}
              </Suspense>
            ) : (
              view(ready)
            )}
          </AboveTheFoldContext.Provider>
        );
      })}
    </>
  );
}

const distinct = (blocks: BlockDefinition[]) => [...new Set(blocks)];

/** The distinct blocks a section's columns use. */
const sectionBlocks = (node: SectionNode): BlockDefinition[] =>
  distinct(
    node.columns.flatMap((column) =>
      column.kind === 'column' ? column.details.flatMap((detail) => (detail.kind === 'block' ? [detail.def] : [])) : [],
    ),
  );
