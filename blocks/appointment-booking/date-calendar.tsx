import { DayPicker, type ClassNames } from 'react-day-picker';
import { isBookableDate } from '@domain/appointment';
import { dayToIso, isoToDay } from './format';
import styles from './date-calendar.module.css';

const classNames: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  selected: styles.selected,
  today: styles.today,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

/**
 * Step 1's date picker (spec: shell §5): past days (and today once its last slot has started) are
 * disabled, the week starts on Sunday, and days of the neighbouring months are hidden. Every month shows
 * six rows so the widget keeps its height from month to month. Days are plain calendar dates: "today" is
 * the shop's today (IST), passed in, whatever the shopper's own time zone.
 */
export function DateCalendar({
  today,
  selected,
  now,
  onSelect,
  labelledBy,
}: {
  /** The shop's today, YYYY-MM-DD. */
  today: string;
  selected: string | null;
  now: () => Date;
  onSelect: (date: string) => void;
  labelledBy: string;
}) {
  const todayDay = isoToDay(today);
  const selectedDay = selected ? isoToDay(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      selected={selectedDay}
      onSelect={(day: Date) => onSelect(dayToIso(day))}
      today={todayDay}
      defaultMonth={selectedDay ?? todayDay}
      startMonth={todayDay}
      disabled={(day: Date) => !isBookableDate(dayToIso(day), now())}
      weekStartsOn={0}
      showOutsideDays={false}
      fixedWeeks
      navLayout="around"
      aria-labelledby={labelledBy}
      classNames={classNames}
    />
  );
}
