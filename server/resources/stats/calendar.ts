/** Days as Tunisia counts them: "this month" and "this week" turn over at midnight in Tunis. */
export const TIME_ZONE = 'Africa/Tunis';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of an instant in Tunis. */
export const tunisDay = (instant: Date) => dayFormat.format(instant);

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The instant a day (`YYYY-MM-DD`) starts in Tunis. */
export const tunisMidnight = (day: string) => {
  const utc = Date.parse(`${day}T00:00:00.000Z`);
  const part = (type: string) =>
    Number(clockFormat.formatToParts(utc).find((p) => p.type === type)?.value);
  const clock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return new Date(utc - (clock - utc));
};

const parse = (day: string) => new Date(`${day}T00:00:00.000Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
};

export interface Periods {
  today: string;
  monthFrom: string;
  monthTo: string;
  weekFrom: string;
  weekTo: string;
  /** The 12 calendar months ending with the current one, oldest first, as `YYYY-MM`. */
  months: string[];
}

/** The calendar periods the home figures cover, for the day `today` (`YYYY-MM-DD`). */
export const periodsOf = (today: string): Periods => {
  const date = parse(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const monthFrom = format(new Date(Date.UTC(year, month, 1)));
  const monthTo = format(new Date(Date.UTC(year, month + 1, 0)));
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
  const weekFrom = addDays(today, -((date.getUTCDay() + 6) % 7));
  const months = Array.from({ length: 12 }, (_, index) =>
    format(new Date(Date.UTC(year, month - 11 + index, 1))).slice(0, 7),
  );
  return { today, monthFrom, monthTo, weekFrom, weekTo: addDays(weekFrom, 6), months };
};

export { addDays };
