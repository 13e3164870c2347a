import { EventsBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';

/** home_type 10 (spec: shell §2 "10 events"): grid or slider from getEventsData, each with an appointment link. */
export const eventsBlock = defineBlock({
  type: 10,
  name: 'Events',
  schema: EventsBlockSchema,
  skeleton: () => <ShowcaseSkeleton kind="events" />,
  load: () => import('./events').then((m) => m.EventsBlock),
});
