import { render } from '@testing-library/react';
import { z } from 'zod';
import { defineBlock, useImageFetchPriority, type BlockRegistry } from '@/renderer/define-block';
import { PageSections } from './page-sections';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { lazySchema } from '@schemas/lazy';

/** A small registry for renderer tests: the renderer never depends on the real blocks. */
const TextSchema = lazySchema(() =>
  z.object({ home_type: z.literal(4), home_text_title: z.string().min(1, 'Required') }),
);
const ImageSchema = lazySchema(() =>
  z.object({
    home_type: z.literal(5),
    home_image: z.string({ error: 'Required' }).min(1, 'Required'),
  }),
);
const ThrowsSchema = lazySchema(() => z.object({ home_type: z.literal(8) }));

export const testRegistry: BlockRegistry = {
  4: defineBlock({
    type: 4,
    name: 'Rich text',
    schema: TextSchema,
    load:
      async () =>
      ({ home_text_title }: z.infer<typeof TextSchema>) => <p>{home_text_title}</p>,
  }),
  5: defineBlock({
    type: 5,
    name: 'Image',
    schema: ImageSchema,
    component: function TestImage({ home_image }) {
      return <img src={home_image} alt="" fetchPriority={useImageFetchPriority()} />;
    },
  }),
  8: defineBlock({
    type: 8,
    name: 'Team',
    schema: ThrowsSchema,
    component: () => {
      throw new Error('Team data missing');
    },
  }),
};

export const text = (title: string) => ({ home_type: 4, home_text_title: title });
export const column = (details: unknown[], extra: Record<string, unknown> = {}) => ({
  home_inn_structure_type: 12,
  ...extra,
  has_many_home_details: details,
});
export const section = (columns: unknown[], extra: Record<string, unknown> = {}) => ({
  ...extra,
  has_many_home_inner: columns,
});

export function renderPage(sections: unknown[], { preview }: { preview: boolean }) {
  return render(
    <RegistryProvider registry={testRegistry}>
      <PreviewModeProvider value={preview}>
        <PageSections sections={sections} />
      </PreviewModeProvider>
    </RegistryProvider>,
  );
}
