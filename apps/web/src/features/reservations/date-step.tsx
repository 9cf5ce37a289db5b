import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components/Calendar';
import { Heading } from 'react-aria-components/Heading';
import type { ReservationLocation } from '@commons/contract';
import { bookableDates } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import '../../ui/date-picker.css';

interface DateStepProps {
  location: ReservationLocation;
  timeZone: string;
  /** Days ahead offered: LOOKAHEAD_DAYS.account on the page, .modal in the dialog. */
  lookahead: number;
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * Step 2: the day, on React Aria's Calendar (arrow keys by day, Page Up/Down by month, Enter
 * chooses). Days outside the window or that the schedules do not cover are unavailable.
 */
export function DateStep({ location, timeZone, lookahead, value, onChange }: DateStepProps) {
  const [now] = useState(() => new Date());
  const dates = bookableDates(location, now, timeZone, lookahead);
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return <p>{RESERVATION_UI_TEXTS.noDates}</p>;
  const open = new Set(dates);
  return (
    <section className="res-step" aria-labelledby="res-date-heading">
      <h3 id="res-date-heading" className="res-step__title">
        Date
      </h3>
      <Calendar<CalendarDate>
        aria-label="Reservation date"
        className="date-calendar res-calendar"
        value={value ? parseDate(value) : null}
        minValue={parseDate(first)}
        maxValue={parseDate(last)}
        defaultFocusedValue={parseDate(value ?? first)}
        isDateUnavailable={(day) => !open.has(day.toString())}
        onChange={(day) => onChange(day.toString())}
      >
        <header className="date-calendar__header">
          <Button slot="previous" className="date-calendar__step" aria-label="Previous month">
            <Icon name="chevron-left" size={18} />
          </Button>
          <Heading level={4} className="date-calendar__title" />
          <Button slot="next" className="date-calendar__step" aria-label="Next month">
            <Icon name="chevron-right" size={18} />
          </Button>
        </header>
        <CalendarGrid className="date-calendar__grid">
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className="date-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className="date-calendar__day" />}</CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </section>
  );
}
