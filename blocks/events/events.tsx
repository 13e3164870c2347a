import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { EventsBlockSchema } from '@schemas/cms-content-blocks';
import { useAboveTheFold } from '@/renderer/define-block';
import { layoutOf, limitItems } from '@/components/ui/showcase/columns';
import { ShowcaseList } from '@/components/ui/showcase/showcase-list';
import { ShowcaseSkeleton } from '@/components/ui/showcase/showcase-skeleton';
import { eventsQueryOptions } from '@/data/showcase/events';
import { EventCard } from './event-card';

export type EventsBlockProps = z.infer<typeof EventsBlockSchema>;

/**
 * home_type 10: trade fairs and exhibitions where the shop has a booth, as a grid when
 * home_brij_event_type is 1, otherwise a slider (spec: shell §2 "events and team similarly");
 * home_brij_event_value caps how many. A failed or empty call shows nothing (§8).
 */
export function EventsBlock(props: EventsBlockProps) {
  const { data, isError } = useQuery(eventsQueryOptions());
  const eager = useAboveTheFold();
  if (isError) return null;
  if (!data) return <ShowcaseSkeleton kind="events" />;
  const events = limitItems(data.resEventData, props.home_brij_event_value);
  if (data.status !== 'success' || events.length === 0) return null;
  return (
    <ShowcaseList
      kind="events"
      layout={layoutOf(props.home_brij_event_type)}
      label="Events"
      items={events}
      itemKey={(event, index) => event.event_id ?? index}
      renderItem={(event, index) => (
        <EventCard
          event={event}
          imageBase={data.eventImagePath}
          defaultImage={data.default_image_path}
          eager={eager && index < 3}
        />
      )}
    />
  );
}
