import { TestimonialsBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';

/** home_type 15 (spec: shell §2 "15 testimonials"): a slider of featuredTestimonialList. */
export const testimonialsBlock = defineBlock({
  type: 15,
  name: 'Testimonials',
  schema: TestimonialsBlockSchema,
  skeleton: () => <ShowcaseSkeleton kind="testimonials" />,
  load: () => import('./testimonials').then((m) => m.TestimonialsBlock),
});
