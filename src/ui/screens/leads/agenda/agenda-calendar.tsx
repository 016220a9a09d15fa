import FullCalendar from '@fullcalendar/react';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo, useState } from 'react';
import { colombiaWallClock } from '#domain/business-calendar';
import type { Visit, VisitStatus } from '#domain/lead-work';

const COLOURS: Record<VisitStatus, string> = {
  scheduled: '#1d4ed8',
  reminded: '#7c3aed',
  attended: '#15803d',
  missed: '#b91c1c',
  rescheduled: '#6b7280',
};

// A phone's width cannot hold seven columns: there the agenda opens on the week's list, with the day view beside it.
const NARROW = '(max-width: 640px)';

type Props = {
  visits: Visit[];
  /** The days on screen changed, as Colombian dates [start, end). */
  onRange(start: string, end: string): void;
  onOpen(visitId: number): void;
};

/**
 * The agenda's calendar (FullCalendar, loaded only with this screen): week and day views, and a list on a phone.
 * It is drawn in UTC with each visit at its Colombian wall-clock time, so every browser shows Bogotá's hours.
 */
export default function AgendaCalendar({ visits, onRange, onOpen }: Props) {
  const [narrow] = useState(() => window.matchMedia(NARROW).matches);
  const events = useMemo<EventInput[]>(
    () =>
      visits.map((v) => ({
        id: String(v.id),
        title: `${v.lead_name ?? 'Lead'} · ${v.salesperson_name ?? 'Sin asesor'}`,
        start: colombiaWallClock(v.starts_at),
        end: colombiaWallClock(new Date(Date.parse(v.starts_at) + 60 * 60 * 1000).toISOString()),
        backgroundColor: COLOURS[v.status],
        borderColor: COLOURS[v.status],
      })),
    [visits]
  );
  return (
    <FullCalendar
      plugins={[timeGridPlugin, listPlugin]}
      locale={esLocale}
      timeZone="UTC"
      initialView={narrow ? 'listWeek' : 'timeGridWeek'}
      headerToolbar={{
        left: 'prev,next today',
        center: 'title',
        right: narrow ? 'timeGridDay,listWeek' : 'timeGridWeek,timeGridDay,listWeek',
      }}
      // Words ('Ant', 'Sig') instead of icon glyphs, whose role="img" carries no text alternative.
      buttonIcons={false}
      allDaySlot={false}
      slotMinTime="07:00:00"
      slotMaxTime="20:00:00"
      height="auto"
      events={events}
      noEventsText="No hay visitas en estos días"
      datesSet={(arg: DatesSetArg) => onRange(arg.startStr.slice(0, 10), arg.endStr.slice(0, 10))}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onOpen(Number(arg.event.id));
      }}
    />
  );
}
