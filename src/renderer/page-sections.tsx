import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { DeferredSection, sectionBlocks, SectionWakeups } from './deferred-sections';
import { SectionView, SkippedNode } from './node-views';
import { parsePage } from './parse-page';
import { usePreviewMode } from './preview-mode';
import { useRegistry } from './registry-context';
import { useBlocksReady } from './use-blocks-ready';

const subscribeToNothing = () => () => undefined;
const drawnAfresh = () => false;
const drawnByServer = () => true;

/**
 * Renders CMS sections (page → sections → columns → blocks) with the registry from context. Every
 * section, column and block is parsed first; a bad one is skipped for shoppers and shown as an error
 * card to editors; each block renders inside its own error and Suspense boundary (ADR 005).
 *
 * `path` prefixes every reported problem (`sections[2].columns[0].details[1].home_image: Required`).
 * The first section is taken to be above the fold (its media load eagerly and first) unless
 * `firstAboveTheFold` is false: only the page's largest paint should be fetched at high priority. The
 * sections after it hydrate when they come near the screen (deferred-sections.tsx, ADR 030).
 */
export function PageSections({
  sections,
  path = 'sections',
  firstAboveTheFold = true,
}: {
  sections: unknown[];
  path?: string;
  firstAboveTheFold?: boolean;
}) {
  const registry = useRegistry();
  const preview = usePreviewMode();
  const page = useMemo(() => parsePage(sections, registry, path), [sections, registry, path]);
  const eagerCount = firstAboveTheFold ? 1 : 0;
  // True while React hydrates the server's HTML (it reads the server snapshot then), and on the server.
  const hydrating = useSyncExternalStore(subscribeToNothing, drawnAfresh, drawnByServer);
  // Kept from the first render: only a page the server drew waits (the server itself never does).
  const [wakeups] = useState(() => (hydrating && typeof window !== 'undefined' ? new SectionWakeups() : null));
  // While sections wait, only the eager ones' code is needed to hydrate; each deferred one loads its own.
  const eagerBlocks = useMemo(
    () =>
      wakeups
        ? page.sections.slice(0, eagerCount).flatMap((node) => (node.kind === 'section' ? sectionBlocks(node) : []))
        : page.blocks,
    [wakeups, page, eagerCount],
  );
  const ready = useBlocksReady(eagerBlocks);
  useEffect(() => {
    if (!wakeups) return undefined;
    wakeups.start();
    return () => wakeups.stop();
  }, [wakeups]);
  return (
    <>
      {page.sections.map((node, index) =>
        node.kind === 'invalid' ? (
          <SkippedNode key={node.path} node={node} preview={preview} />
        ) : index < eagerCount ? (
          <AboveTheFoldContext.Provider key={node.path} value={firstAboveTheFold && index === 0}>
            <SectionView node={node} preview={preview} ready={ready} />
          </AboveTheFoldContext.Provider>
        ) : (
          <DeferredSection key={node.path} wakeups={wakeups} section={node} preview={preview} ready={ready} />
        ),
      )}
    </>
  );
}
