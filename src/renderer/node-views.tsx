import { Suspense, useEffect } from 'react';
import { laidOutNear } from '@/components/ui/laid-out-near';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/inline-style';
import { BlockErrorBoundary } from './block-error-boundary';
import type { SectionMarks } from './hydrate-later';
import { ErrorCard } from './error-card';
import { columnLayout, sectionLayout } from './layout';
import { problemLine, type BlockNode, type ColumnNode, type InvalidNode, type SectionNode } from './parse-page';
import { reportRendererWarning } from './report';

interface ViewProps {
  preview: boolean;
  /** False until the code of every block on the page has arrived (see useBlocksReady). */
  ready: boolean;
}

/**
 * A node that failed its schema: nothing for shoppers (layout intact, a warning once per path), the
 * error card for editors (ADR 005).
 */
export function SkippedNode({ node, preview }: { node: InvalidNode; preview: boolean }) {
  useEffect(() => {
    reportRendererWarning(node.path, node.problems.map(problemLine));
  }, [node]);
  return preview ? <ErrorCard label={node.label} lines={node.problems.map(problemLine)} /> : null;
}

function BlockSlot({ node, preview, ready }: ViewProps & { node: BlockNode }) {
  const { Skeleton: BlockSkeleton } = node.def;
  const fallback = BlockSkeleton ? <BlockSkeleton /> : <Skeleton height="1.5rem" />;
  return (
    <BlockErrorBoundary path={node.path} label={node.label} preview={preview} resetKey={node.props}>
      <Suspense fallback={fallback}>{ready ? node.def.render(node.props) : fallback}</Suspense>
    </BlockErrorBoundary>
  );
}

function ColumnView({ node, preview, ready }: ViewProps & { node: ColumnNode }) {
  const { className, style } = columnLayout(node.column);
  return (
    <div className={className} style={style}>
      {node.details.map((detail) =>
        detail.kind === 'invalid' ? (
          <SkippedNode key={detail.path} node={detail} preview={preview} />
        ) : (
          <BlockSlot key={detail.path} node={detail} preview={preview} ready={ready} />
        ),
      )}
    </div>
  );
}

/**
 * A CMS section. One marked `near` (below the page's first, above its last few) is laid out only once it comes near
 * the screen (ADR 050, ADR 067): a long page's first layout then covers what the shopper sees.
 */
export function SectionView({
  node,
  preview,
  ready,
  near = false,
  marks,
}: ViewProps & { node: SectionNode; near?: boolean; marks?: SectionMarks | undefined }) {
  const { outer, container, row } = sectionLayout(node.section);
  return (
    <section className={cx(outer.className, near && laidOutNear) || undefined} style={outer.style} {...marks}>
      <div className={container}>
        <div className={row}>
          {node.columns.map((column) =>
            column.kind === 'invalid' ? (
              preview ? (
                <div key={column.path} className="col-12">
                  <SkippedNode node={column} preview />
                </div>
              ) : (
                <SkippedNode key={column.path} node={column} preview={false} />
              )
            ) : (
              <ColumnView key={column.path} node={column} preview={preview} ready={ready} />
            ),
          )}
        </div>
      </div>
    </section>
  );
}
