// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clock12, hoursPlaceholders, maltaToJapan, utcOffsetMinutes } from '../../src/lib/lesson-hours.ts';

const LESSON_HOURS = { from: '9:00', to: '20:00' };

describe('maltaToJapan: a Malta clock time on a given day, in Japan time', () => {
  it('adds 8 hours in winter (CET, UTC+1) and 7 in summer (CEST, UTC+2)', () => {
    expect(maltaToJapan('2026-01-15', '9:00')).toEqual({ clock: '17:00', nextDay: false });
    expect(maltaToJapan('2026-07-15', '9:00')).toEqual({ clock: '16:00', nextDay: false });
  });

  it('says when the time falls on the next day in Japan', () => {
    expect(maltaToJapan('2026-01-15', '20:00')).toEqual({ clock: '4:00', nextDay: true });
    expect(maltaToJapan('2026-07-15', '20:00')).toEqual({ clock: '3:00', nextDay: true });
    expect(maltaToJapan('2026-07-15', '16:59')).toEqual({ clock: '23:59', nextDay: false });
  });

  it('switches to summer time on the last Sunday of March (2:00 in Malta)', () => {
    expect(maltaToJapan('2026-03-28', '9:00').clock).toBe('17:00');
    expect(maltaToJapan('2026-03-29', '1:30').clock).toBe('9:30');
    expect(maltaToJapan('2026-03-29', '9:00').clock).toBe('16:00');
    expect(maltaToJapan('2027-03-27', '9:00').clock).toBe('17:00');
    expect(maltaToJapan('2027-03-28', '9:00').clock).toBe('16:00');
  });

  it('switches back to winter time on the last Sunday of October (3:00 in Malta)', () => {
    expect(maltaToJapan('2026-10-24', '9:00').clock).toBe('16:00');
    expect(maltaToJapan('2026-10-25', '9:00').clock).toBe('17:00');
    expect(maltaToJapan('2026-10-25', '20:00')).toEqual({ clock: '4:00', nextDay: true });
  });

  it('reads the offsets from the time zone database', () => {
    expect(utcOffsetMinutes('Europe/Malta', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Malta', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes('Asia/Tokyo', new Date('2026-07-15T12:00:00Z'))).toBe(540);
  });
});

describe('hoursPlaceholders: the lesson hours as each edition quotes them', () => {
  it('writes English hours on the 12-hour clock', () => {
    expect(hoursPlaceholders(LESSON_HOURS, 'en', 2026)).toEqual({ hoursFrom: '9:00 AM', hoursTo: '8:00 PM' });
    expect([clock12('0:00'), clock12('12:00'), clock12('12:30'), clock12('23:05')]).toEqual([
      '12:00 AM',
      '12:00 PM',
      '12:30 PM',
      '11:05 PM',
    ]);
  });

  it('gives Japanese pages Malta hours and Japan hours for both of Malta’s seasons, 翌 marking the next day', () => {
    expect(hoursPlaceholders(LESSON_HOURS, 'ja', 2026)).toEqual({
      hoursFrom: '9:00',
      hoursTo: '20:00',
      japanHoursSummer: '16:00〜翌3:00',
      japanHoursWinter: '17:00〜翌4:00',
    });
    expect(hoursPlaceholders({ from: '8:00', to: '15:30' }, 'ja', 2027)).toMatchObject({
      japanHoursSummer: '15:00〜22:30',
      japanHoursWinter: '16:00〜23:30',
    });
  });
});
