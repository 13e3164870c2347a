import { formatSlot } from './format';
import styles from './appointment-booking.module.css';

/**
 * The day's time slots as toggle buttons (aria-pressed): one hour each (shell §9). Only slots still open
 * are listed (shell §5 "only future ones for today").
 */
export function TimeSlots({
  slots,
  selected,
  onSelect,
  labelledBy,
}: {
  slots: readonly string[];
  selected: string | null;
  onSelect: (time: string) => void;
  labelledBy: string;
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.slots}>
      {slots.map((time) => (
        <button
          key={time}
          type="button"
          className={styles.slot}
          aria-pressed={time === selected}
          onClick={() => onSelect(time)}
        >
          {formatSlot(time)}
        </button>
      ))}
    </div>
  );
}
