import type { z } from 'zod';
import type { AccordionBlockSchema } from '@schemas/cms-content-blocks';
import { Accordion as AccordionView } from '@/components/ui/accordion';
import { shownItems } from '@/lib/tab-items';

export type AccordionProps = z.infer<typeof AccordionBlockSchema>;

/**
 * home_type 20, accordion (spec: shell §2; items without content are skipped, see shownItems): the accordion
 * primitive, whose WAI-ARIA pattern the FAQ page shares.
 */
export function Accordion({ has_many_home_ta }: AccordionProps) {
  const items = shownItems(has_many_home_ta).map((item, index) => ({
    key: index,
    title: item.home_ta_title,
    html: item.home_ta_content,
  }));
  return <AccordionView items={items} />;
}
