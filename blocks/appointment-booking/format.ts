import { slotEnd } from '@domain/appointment';

// Dates and times are the shop's (IST) wall clock, carried as text; formatting them "in UTC" prints them
// as they are, whatever the shopper's own time zone.
const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const clockTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** '2026-03-20' → 'Friday, 20 March 2026'. */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** '14:00' → '2:00 pm'. */
export const formatTime = (time: string) => clockTime.format(new Date(`2000-01-01T${time}:00Z`));

/** '14:00' → '2:00 pm – 3:00 pm' (a slot lasts an hour, shell §9). */
export const formatSlot = (time: string) => `${formatTime(time)} – ${formatTime(slotEnd(time))}`;

/** A calendar day (local midnight, as the date picker gives it) as YYYY-MM-DD. */
export const dayToIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** YYYY-MM-DD as the date picker's calendar day (local midnight). */
export function isoToDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}
