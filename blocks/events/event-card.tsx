import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ShopEvent } from '@schemas/showcase';
import { SHOWCASE_COLUMNS, columnSizes } from '@/components/ui/showcase/columns';
import { ShowcaseImage } from '@/components/ui/showcase/showcase-image';
import buttons from '@/components/ui/button.module.css';
import { cx } from '@/lib/inline-style';
import styles from './events.module.css';

const SIZES = columnSizes(SHOWCASE_COLUMNS.events);

/** spec: shell §2 "10 events (each with a Make an Appointment button to /book-an-appointment)". */
export const APPOINTMENT_PATH = '/book-an-appointment';
const APPOINTMENT_LABEL = 'Make an Appointment';

interface EventCardProps {
  event: ShopEvent;
  imageBase: string;
  defaultImage: string;
  eager: boolean;
}

/** One event: picture, name, where the booth is, and the appointment link (described by the event's name). */
export function EventCard({ event, imageBase, defaultImage, eager }: EventCardProps) {
  const nameId = useId();
  const booth = event.event_booth.trim();
  return (
    <article className={styles.event}>
      <div className={styles.media}>
        <ShowcaseImage
          className={styles.image}
          file={event.event_image}
          base={imageBase}
          fallback={defaultImage}
          width={800}
          height={600}
          eager={eager}
          sizes={SIZES}
        />
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {event.event_name}
        </h3>
        {booth && (
          <p className={styles.booth}>
            <PinIcon />
            <span>{booth}</span>
          </p>
        )}
        <Link to={APPOINTMENT_PATH} className={cx(buttons.primary, styles.cta)} aria-describedby={nameId}>
          {APPOINTMENT_LABEL}
        </Link>
      </div>
    </article>
  );
}

function PinIcon() {
  return (
    <svg className={styles.pin} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0 1 18.5 10c0 4.9-6.5 11-6.5 11Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="12" cy="10" r="2.3" fill="currentColor" />
    </svg>
  );
}
