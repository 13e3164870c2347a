import { Skeleton } from '@/components/ui/skeleton';
import styles from './appointment-skeleton.module.css';

/**
 * Holds the widget's box while its code loads: the same card, steps bar, heading, calendar and slots,
 * at the same sizes (appointment-booking.module.css), so the page does not move when it arrives.
 */
export function AppointmentSkeleton() {
  return (
    <div className={styles.card} role="status" aria-label="Loading appointment booking">
      <div className={styles.frame}>
        <Skeleton height={28} className={styles.bar} />
        <Skeleton height={32} width="min(320px, 70%)" className={styles.bar} />
        <div className={styles.grid}>
          <Skeleton className={styles.calendar} />
          <div>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={48} className={styles.bar} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
