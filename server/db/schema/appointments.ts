import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Appointment bookings. Re-exported by ../schema.ts, which drizzle-kit and the server import.

/**
 * Booked appointments (shell §2 "Appointment booking widget"). One booking per slot: a second request for
 * the same date and time is refused (unique index), so two shoppers never hold one consultation.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    note: text('note').notNull(),
    /** YYYY-MM-DD and HH:MM in the shop's time zone (Asia/Kolkata). */
    date: text('date').notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appointments_slot').on(t.date, t.time)],
);
