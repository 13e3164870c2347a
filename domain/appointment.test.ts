import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOTS,
  addDays,
  availableSlots,
  isBookableDate,
  isCalendarDate,
  isPastDate,
  minutesToTime,
  shopClock,
  slotEnd,
  slotProblem,
  timeToMinutes,
} from './appointment';

// As tests/support/linear-time.ts (which domain and schemas may not import): linear work on 100 KB takes a
// millisecond or two, a backtracking pattern seconds to minutes; the bound sits far from both, so a busy
// machine does not fail it (50 ms did, at 61 ms).
const LINEAR_MS = 1_000;

/** An instant given as shop time (IST, +05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("the shop's clock (Asia/Kolkata, fixed +05:30)", () => {
  it('reads the date and time in India, not in UTC or the local zone', () => {
    expect(shopClock(new Date('2026-03-11T20:00:00Z'))).toEqual({ date: '2026-03-12', minutes: 90 });
    expect(shopClock(new Date('2026-03-11T18:29:59Z'))).toEqual({ date: '2026-03-11', minutes: 23 * 60 + 59 });
    expect(shopClock(ist('2026-12-31T23:59:00'))).toEqual({ date: '2026-12-31', minutes: 1439 });
  });

  it('agrees with the Intl time zone database at every instant', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const parts = Object.fromEntries(intl.formatToParts(now).map((p) => [p.type, p.value]));
        const clock = shopClock(now);
        expect(clock.date).toBe(`${parts.year}-${parts.month}-${parts.day}`);
        expect(minutesToTime(clock.minutes)).toBe(`${parts.hour}:${parts.minute}`);
      }),
    );
  });
});

describe('dates and times', () => {
  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '26-01-05', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('reads HH:MM and refuses anything else', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('16:30')).toBe(990);
    for (const bad of ['24:00', '9:00', '12:60', '12:00:00', 'noon']) expect(timeToMinutes(bad), bad).toBeNull();
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each([
    ['digits', '2'.repeat(100_000)],
    ['a date then more', `2026-01-05${'-05'.repeat(33_000)}`],
    ['times over and over', '12:00'.repeat(20_000)],
    ['colons', ':'.repeat(100_000)],
  ])('refuses 100 KB of %s in linear time (the patterns are anchored, no backtracking)', (_, text) => {
    const start = performance.now();
    expect(isCalendarDate(text)).toBe(false);
    expect(timeToMinutes(text)).toBeNull();
    expect(performance.now() - start).toBeLessThan(LINEAR_MS);
  });
});

describe('slots (spec: shell §5, §9 — six hourly slots of one hour from the base time)', () => {
  it('are six, an hour apart, from 11:00', () => {
    expect(APPOINTMENT_SLOTS).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(APPOINTMENT_SLOTS.map(slotEnd)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('are all open on a later day and none on a past day', () => {
    const now = ist('2026-03-12T15:30:00');
    expect(availableSlots('2026-03-13', now)).toEqual(APPOINTMENT_SLOTS);
    expect(availableSlots('2027-01-01', now)).toEqual(APPOINTMENT_SLOTS);
    expect(availableSlots('2026-03-11', now)).toEqual([]);
    expect(availableSlots('2026-02-30', now)).toEqual([]);
  });

  it('are only those not yet started today', () => {
    expect(availableSlots('2026-03-12', ist('2026-03-12T08:00:00'))).toEqual(APPOINTMENT_SLOTS);
    expect(availableSlots('2026-03-12', ist('2026-03-12T10:59:00'))).toEqual(APPOINTMENT_SLOTS);
    expect(availableSlots('2026-03-12', ist('2026-03-12T11:00:00'))).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(availableSlots('2026-03-12', ist('2026-03-12T13:20:00'))).toEqual(['14:00', '15:00', '16:00']);
    expect(availableSlots('2026-03-12', ist('2026-03-12T16:00:00'))).toEqual([]);
  });

  it('make today bookable only while a slot is left', () => {
    expect(isBookableDate('2026-03-12', ist('2026-03-12T15:59:00'))).toBe(true);
    expect(isBookableDate('2026-03-12', ist('2026-03-12T16:00:00'))).toBe(false);
    expect(isBookableDate('2026-03-13', ist('2026-03-12T23:00:00'))).toBe(true);
    expect(isBookableDate('2026-03-11', ist('2026-03-12T00:00:00'))).toBe(false);
  });

  it('use the shop date when the shopper is a day behind in UTC', () => {
    // 01:30 on the 12th in India is still the 11th in UTC: the 11th is already past for the shop.
    const now = new Date('2026-03-11T20:00:00Z');
    expect(isPastDate('2026-03-11', now)).toBe(true);
    expect(availableSlots('2026-03-12', now)).toEqual(APPOINTMENT_SLOTS);
  });
});

describe('slotProblem (what the server refuses)', () => {
  const now = ist('2026-03-12T13:20:00');
  it('accepts a listed slot that has not started', () => {
    expect(slotProblem('2026-03-12', '14:00', now)).toBeNull();
    expect(slotProblem('2026-03-20', '11:00', now)).toBeNull();
  });
  it('names each reason', () => {
    expect(slotProblem('2026-02-30', '11:00', now)).toBe('invalid-date');
    expect(slotProblem('2026-03-11', '11:00', now)).toBe('past-date');
    expect(slotProblem('2026-03-20', '11:30', now)).toBe('unknown-slot');
    expect(slotProblem('2026-03-20', '17:00', now)).toBe('unknown-slot');
    expect(slotProblem('2026-03-12', '13:00', now)).toBe('slot-passed');
  });
  it('agrees with availableSlots for every date and time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(...APPOINTMENT_SLOTS, '10:00', '11:30', '17:00'),
        fc.integer({ min: 0, max: 1439 }),
        (offset, time, minute) => {
          const at = ist(`2026-03-12T${minutesToTime(minute)}:00`);
          const date = addDays('2026-03-12', offset);
          expect(slotProblem(date, time, at) === null).toBe(availableSlots(date, at).includes(time));
        },
      ),
    );
  });
});
