import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopClock } from '@domain/appointment';
import { messages } from '@domain/messages';
import { ValidationErrorSchema } from '@schemas/validation-error';
import { appointments, emailOutbox } from '../db/schema';
import type { RunningServer } from '../main';
import { serverMessages } from '../messages';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';
import { createBookAnAppointmentProcess } from './appointments';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const today = () => shopClock(new Date()).date;
const details = {
  appointment_name: 'Meera Iyer',
  appointment_email: 'meera@example.in',
  appointment_note: 'Bridal set, kundan and polki.',
};
const book = async (body: Record<string, unknown>) => {
  const res = await apiCall(server.app, 'bookanappointmentprocess', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const bookingsOn = (date: string, time?: string) =>
  server.database.db.$count(
    appointments,
    time ? and(eq(appointments.date, date), eq(appointments.time, time)) : eq(appointments.date, date),
  );

describe('bookanappointmentprocess', () => {
  it('books an open slot, stores it and sends the confirmation e-mail', async () => {
    const date = addDays(today(), 7);
    expect(await book({ ...details, appointment_date: date, appointment_time: '11:00' })).toEqual({
      status: 200,
      body: { status: 'success', message: serverMessages.appointmentBooked },
    });
    const [row] = await server.database.db.select().from(appointments).where(eq(appointments.date, date));
    expect(row).toMatchObject({ ...{ name: 'Meera Iyer', email: 'meera@example.in' }, time: '11:00' });
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'meera@example.in'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/11:00–12:00 \(India Standard Time\)/);
  });

  it('trims the details before storing them', async () => {
    const date = addDays(today(), 8);
    await book({
      appointment_name: '  Kabir  ',
      appointment_email: ' kabir@example.in ',
      appointment_note: ' Re-stringing ',
      appointment_date: date,
      appointment_time: '12:00',
    });
    const [row] = await server.database.db.select().from(appointments).where(eq(appointments.date, date));
    expect(row).toMatchObject({ name: 'Kabir', email: 'kabir@example.in', note: 'Re-stringing' });
  });

  it('refuses a slot that is already booked, and gives one of two simultaneous requests the slot', async () => {
    const date = addDays(today(), 9);
    const body = { ...details, appointment_date: date, appointment_time: '13:00' };
    expect((await book(body)).body.status).toBe('success');
    expect((await book(body)).body).toEqual({ status: 'error', message: serverMessages.appointmentSlotTaken });

    const race = { ...body, appointment_time: '14:00' };
    const answers = await Promise.all([book(race), book(race), book(race)]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['error', 'error', 'success']);
    expect(await bookingsOn(date)).toBe(2);
  });

  it('refuses a past date and a time that is not one of the slots, storing nothing', async () => {
    const past = addDays(today(), -1);
    expect((await book({ ...details, appointment_date: past, appointment_time: '11:00' })).body).toEqual({
      status: 'error',
      message: serverMessages.appointmentPastDate,
    });
    const later = addDays(today(), 10);
    for (const time of ['10:00', '11:30', '17:00']) {
      expect((await book({ ...details, appointment_date: later, appointment_time: time })).body).toEqual({
        status: 'error',
        message: serverMessages.appointmentUnknownSlot,
      });
    }
    expect(await bookingsOn(past)).toBe(0);
    expect(await bookingsOn(later)).toBe(0);
  });

  it("refuses today's slots that have started, on the shop's clock", async () => {
    // 13:20 in India on a day of its own, so other tests' bookings cannot interfere.
    const handler = createBookAnAppointmentProcess(() => new Date('2031-05-20T13:20:00+05:30'));
    const ctx = {
      db: server.database.db,
      bearerToken: null,
      publicUrl: '',
      idempotencyKey: null,
      clientAddress: 'local',
    };
    const on = (time: string) => ({ ...details, appointment_date: '2031-05-20', appointment_time: time });
    expect(await handler(on('13:00'), ctx)).toEqual({ status: 'error', message: serverMessages.appointmentSlotPassed });
    expect(await handler(on('11:00'), ctx)).toEqual({ status: 'error', message: serverMessages.appointmentSlotPassed });
    expect(await handler(on('14:00'), ctx)).toEqual({ status: 'success', message: serverMessages.appointmentBooked });
    expect(await bookingsOn('2031-05-20')).toBe(1);
  });

  it('answers a malformed body with 400 and the field messages, storing nothing', async () => {
    const res = await book({
      appointment_name: '   ',
      appointment_email: 'not-an-email',
      appointment_date: '2031-02-30',
      appointment_time: '25:00',
    });
    expect(res.status).toBe(400);
    expect(ValidationErrorSchema.parse(res.body).errors).toEqual({
      appointment_name: ['Please enter your name'],
      appointment_email: [messages.invalidEmail],
      appointment_note: ['Please enter a note'],
      appointment_date: ['Use a valid date in the format YYYY-MM-DD'],
      appointment_time: ['Use a valid time in the format HH:MM'],
    });
    const empty = await book({
      ...details,
      appointment_email: '',
      appointment_date: '2031-03-01',
      appointment_time: '11:00',
    });
    expect(ValidationErrorSchema.parse(empty.body).errors).toEqual({ appointment_email: ['Please enter your email'] });
    const long = await book({
      ...details,
      appointment_note: 'x'.repeat(1001),
      appointment_date: '2031-03-01',
      appointment_time: '11:00',
    });
    expect(ValidationErrorSchema.parse(long.body).errors).toEqual({
      appointment_note: ['Please use at most 1000 characters'],
    });
    expect(await bookingsOn('2031-03-01')).toBe(0);
  });
});
