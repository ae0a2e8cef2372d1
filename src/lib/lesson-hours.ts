// The teacher's lesson hours, kept once in src/content/facts/site.yaml in Malta's clock time,
// and written out for each edition: "9:00 AM" on English pages, 「9:00」 on Japanese ones, and in
// Japan time for Japanese readers. Malta keeps CET (UTC+1) in winter and CEST (UTC+2) in summer;
// Japan keeps UTC+9 all year, so one Malta hour is two Japan hours: 9:00 in Malta is 17:00 in
// Japan in winter and 16:00 in summer. The offsets come from the time zone database (Intl), not
// from a table here, so a change of the rules reaches the pages with the next build. No React.

/** Where the lessons' hours are kept: the teacher's clock. */
export const MALTA_TIME_ZONE = 'Europe/Malta';

/** Where most Japanese readers are. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/** A time of day as the facts write it: "9:00", "20:00" (24-hour clock). */
export const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A time of day, in minutes after midnight. */
export function minutesOf(clock: string): number {
  const match = CLOCK_TIME.exec(clock.trim());
  if (!match) throw new Error(`not a time of day: "${clock}" (write it like 9:00 or 20:00)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight as a 24-hour clock time: 540 → "9:00". */
export function clock24(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${Math.floor(inDay / 60)}:${String(inDay % 60).padStart(2, '0')}`;
}

/** A 24-hour clock time as English pages write it: "9:00" → "9:00 AM", "20:00" → "8:00 PM", "0:00" → "12:00 AM". */
export function clock12(clock: string): string {
  const minutes = minutesOf(clock);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** How far a time zone's clocks are ahead of UTC at an instant, in minutes (Malta: 60 or 120). */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE) / MS_PER_MINUTE);
}

/** A clock time in Japan, and whether it falls on the next day there. */
export interface JapanTime {
  clock: string;
  nextDay: boolean;
}

/**
 * What a Malta clock time on a given day ("2026-01-15", "9:00") is in Japan: the offset is
 * Malta's on that day at that time, so the days the clocks change are right too.
 */
export function maltaToJapan(date: string, clock: string): JapanTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutesOf(clock) * MS_PER_MINUTE;
  // The instant whose Malta clock reads `wall`: the offset of a first guess, checked once more.
  let offset = utcOffsetMinutes(MALTA_TIME_ZONE, new Date(wall));
  offset = utcOffsetMinutes(MALTA_TIME_ZONE, new Date(wall - offset * MS_PER_MINUTE));
  const instant = new Date(wall - offset * MS_PER_MINUTE);
  const japanMinutes = minutesOf(clock) - offset + utcOffsetMinutes(JAPAN_TIME_ZONE, instant);
  return { clock: clock24(japanMinutes), nextDay: japanMinutes >= MINUTES_PER_DAY };
}

/** A span of lesson hours, from its first to its last hour. */
export interface HoursSpan {
  from: string;
  to: string;
}

/** A lesson-hours span in Japan time on a given day. */
export function japanSpan(date: string, hours: HoursSpan): { from: JapanTime; to: JapanTime } {
  return { from: maltaToJapan(date, hours.from), to: maltaToJapan(date, hours.to) };
}

/**
 * A day of Malta's winter time and one of its summer time in a year (mid-January, mid-July):
 * the two seasons the Japanese pages give Japan time for.
 */
export function seasonDays(year: number): { winter: string; summer: string } {
  return { winter: `${year}-01-15`, summer: `${year}-07-15` };
}

/** A Japan-time span as Japanese pages write it: 「16:00〜翌3:00」 (翌: the next day). */
export function japaneseSpan(span: { from: JapanTime; to: JapanTime }): string {
  const at = (time: JapanTime) => `${time.nextDay ? '翌' : ''}${time.clock}`;
  return `${at(span.from)}〜${at(span.to)}`;
}

/**
 * The lesson hours as each edition's texts quote them (src/content/facts/site.yaml, `hours`):
 * {hoursFrom} and {hoursTo} in Malta time ("9:00 AM"/"8:00 PM" in English, 「9:00」「20:00」 in
 * Japanese), and for Japanese pages {japanHoursSummer} and {japanHoursWinter}, the same hours in
 * Japan time while Malta keeps summer time (CEST) and winter time (CET).
 */
export function hoursPlaceholders(hours: HoursSpan, locale: 'en' | 'ja', year: number): Record<string, string> {
  if (locale === 'en') return { hoursFrom: clock12(hours.from), hoursTo: clock12(hours.to) };
  const days = seasonDays(year);
  return {
    hoursFrom: clock24(minutesOf(hours.from)),
    hoursTo: clock24(minutesOf(hours.to)),
    japanHoursSummer: japaneseSpan(japanSpan(days.summer, hours)),
    japanHoursWinter: japaneseSpan(japanSpan(days.winter, hours)),
  };
}
