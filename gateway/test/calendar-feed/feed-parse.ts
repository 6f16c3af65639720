// Reads a calendar feed the way a calendar client does: fetched at its secret address and parsed
// by ical.js, an independent iCalendar (RFC 5545) parser.
import ICAL from 'ical.js';

interface FeedEvent {
  uid: string;
  summary: string;
  /** YYYY-MM-DD; `end` is exclusive (the day after the last one), as DTEND of an all-day event. */
  start: string;
  end: string;
  allDay: boolean;
  status: string;
  sequence: number;
}

export interface ParsedFeed {
  name: string;
  timezone: string;
  events: FeedEvent[];
}

function parseFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = v.getFirstPropertyValue('dtend') as ICAL.Time;
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      summary: String(v.getFirstPropertyValue('summary')),
      start: start.toString(),
      end: end.toString(),
      allDay: start.isDate && end.isDate,
      status: String(v.getFirstPropertyValue('status')),
      sequence: Number(v.getFirstPropertyValue('sequence')),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    timezone: String(calendar.getFirstPropertyValue('x-wr-timezone')),
    events,
  };
}

/** The feed at `url` (an absolute address as the API answers it), parsed; fails on anything but 200. */
export async function readFeed(url: string): Promise<ParsedFeed & { etag: string; type: string }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
  return {
    ...parseFeed(await res.text()),
    etag: res.headers.get('etag') ?? '',
    type: res.headers.get('content-type') ?? '',
  };
}
