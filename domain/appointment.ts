import {
  APPOINTMENT_FIRST_SLOT,
  APPOINTMENT_SLOT_COUNT,
  APPOINTMENT_SLOT_MINUTES,
  SHOP_UTC_OFFSET_MINUTES,
} from './constants';

/**
 * Appointment dates and slots on the shop's clock (spec: shell §2 "Appointment booking widget", §5
 * "Appointment", §9). The browser and the server both ask these functions what "today" and "now" are,
 * with the same fixed offset (IST, UTC+05:30, no DST), so a slot the widget offers is a slot the server
 * accepts, wherever the shopper's own clock is set. Every function takes `now` so tests can pin it.
 *
 * Dates are 'YYYY-MM-DD' and times 'HH:MM', as on the wire (shell §7 bookanappointmentprocess).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** The shop's calendar date and minutes since its midnight at the instant `now`. */
export interface ShopClock {
  date: string;
  minutes: number;
}

export function shopClock(now: Date): ShopClock {
  const shifted = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** True for a real calendar day written YYYY-MM-DD ('2025-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'HH:MM' (00:00–23:59) as minutes since midnight, or null. */
export function timeToMinutes(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes since midnight as 'HH:MM' (wraps past midnight). */
export function minutesToTime(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** The day `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

const FIRST_SLOT_MINUTES = timeToMinutes(APPOINTMENT_FIRST_SLOT) ?? 0;

/** Every slot of a day: six hourly starts from the base time (shell §9 "6 hourly, 1 hour each"). */
export const APPOINTMENT_SLOTS: readonly string[] = Array.from({ length: APPOINTMENT_SLOT_COUNT }, (_, i) =>
  minutesToTime(FIRST_SLOT_MINUTES + i * APPOINTMENT_SLOT_MINUTES),
);

/** When a slot starting at `time` ends ('11:00' → '12:00'). */
export const slotEnd = (time: string): string => minutesToTime((timeToMinutes(time) ?? 0) + APPOINTMENT_SLOT_MINUTES);

/** True when `date` is before the shop's today. */
export const isPastDate = (date: string, now: Date): boolean => date < shopClock(now).date;

/**
 * The slots a shopper may still book on `date`: all of them on a later day, only those that have not yet
 * started today (shell §5 "only future ones for today"), none on a past day.
 */
export function availableSlots(date: string, now: Date): string[] {
  const clock = shopClock(now);
  if (!isCalendarDate(date) || date < clock.date) return [];
  if (date > clock.date) return [...APPOINTMENT_SLOTS];
  return APPOINTMENT_SLOTS.filter((slot) => (timeToMinutes(slot) ?? 0) > clock.minutes);
}

/** A day the calendar offers: not past, and with at least one slot left (today after the last slot is not). */
export const isBookableDate = (date: string, now: Date): boolean => availableSlots(date, now).length > 0;

/** Why a date and time cannot be booked, before looking at other bookings. */
export type SlotProblem = 'invalid-date' | 'past-date' | 'unknown-slot' | 'slot-passed';

/** What the server checks against its clock (shell §7): null when the slot may be booked. */
export function slotProblem(date: string, time: string, now: Date): SlotProblem | null {
  if (!isCalendarDate(date)) return 'invalid-date';
  if (isPastDate(date, now)) return 'past-date';
  if (!APPOINTMENT_SLOTS.includes(time)) return 'unknown-slot';
  if (!availableSlots(date, now).includes(time)) return 'slot-passed';
  return null;
}
