import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import { useMemo } from 'react';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { SectionView, SkippedNode } from './node-views';
import { parsePage } from './parse-page';
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
 * (ADR 050); pages whose blocks draw fixed overlays of their own (checkout's) leave it off.
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
  const ready = useBlocksReady(page.blocks);
  return (
    <>
      {page.sections.map((node, index) =>
        node.kind === 'invalid' ? (
          <SkippedNode key={node.path} node={node} preview={preview} />
        ) : (
          <AboveTheFoldContext.Provider key={node.path} value={firstAboveTheFold && index === 0}>
            <SectionView node={node} preview={preview} ready={ready} later={layOutLater && index > 0} />
          </AboveTheFoldContext.Provider>
        ),
      )}
    </>
  );
}
