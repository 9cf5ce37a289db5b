import type { Meeting } from '@commons/contract';

export interface LocationMeetings {
  location: string;
  /** Earliest first. */
  meetings: Meeting[];
}

/** Meetings grouped by location, locations in the order they first appear, each location's meetings earliest first. */
export function groupByLocation(meetings: readonly Meeting[]): LocationMeetings[] {
  const groups = new Map<string, Meeting[]>();
  for (const meeting of meetings) {
    const list = groups.get(meeting.location);
    if (list) list.push(meeting);
    else groups.set(meeting.location, [meeting]);
  }
  return Array.from(groups, ([location, list]) => ({
    location,
    meetings: [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id),
  }));
}

/** The meeting to open first: the next one from `now` on, else the latest one. Meetings earliest first. */
export function defaultMeeting(meetings: readonly Meeting[], now: Date): Meeting | undefined {
  return meetings.find((m) => Date.parse(m.start) >= now.getTime()) ?? meetings[meetings.length - 1];
}
