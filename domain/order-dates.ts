/**
 * Order dates as the account area shows them (catalogue §9: 'ddd, DD MMM YYYY' with 'hh:mm A', or
 * 'DD MMM YYYY' in the tracker), in the shop's time zone, so a server and a browser anywhere agree.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'ddd, DD MMM YYYY', e.g. 'Wed, 25 Nov 2026'; null for no date or one that does not parse. */
export function orderDay(value: string | null | undefined): string | null {
  const date = parse(value);
  if (!date) return null;
  const p = parts(date, { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** 'hh:mm A', e.g. '08:05 PM'. */
export function orderTime(value: string | null | undefined): string | null {
  const date = parse(value);
  if (!date) return null;
  // hourCycle h12, not hour12: true, which en-GB reads as h11 (00:10 pm for ten past noon).
  const p = parts(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });
  return `${p.hour.padStart(2, '0')}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

/** 'DD MMM YYYY', e.g. '25 Nov 2026' (the tracker). */
export function trackerDay(value: string | null | undefined): string | null {
  const date = parse(value);
  if (!date) return null;
  const p = parts(date, { day: '2-digit', month: 'short', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}
