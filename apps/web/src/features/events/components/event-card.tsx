import type { RouterOutputs } from '@app/api-contract';
import { buttonStyles, VisuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { eventCalendarUrl, libraryClock } from '../calendar';
import * as styles from './events-section.css';
import { TakePlace, type PlacesAtEvent } from './take-place';

export type LibraryEvent = RouterOutputs['events']['list']['items'][number];
type EventTiming = Pick<LibraryEvent, 'startsAt' | 'date' | 'time'>;

/**
 * When an event happens, in the reader's language when its start is known ('25 ஜனவரி 2026,
 * பி.ப. 2.00 மணிக்கு'), else as staff typed it ('Jan 25, 2025 at 2:00 PM').
 */
function useWhen(event: EventTiming): { text: string; dateTime?: string } {
  const { t } = useTranslation(['events', 'common']);
  if (event.startsAt) {
    const start = new Date(event.startsAt);
    const clock = libraryClock(start);
    const date = t('common:time.date', {
      day: clock.day,
      month: t(`common:time.months.${clock.month}`),
      year: clock.year,
    });
    const time = t(clock.pm ? 'common:time.pm' : 'common:time.am', clock);
    return { text: t('events:when', { date, time }), dateTime: start.toISOString() };
  }
  return { text: t('events:when', { date: event.date, time: event.time }) };
}

/** When an event is, as a `<time>` when its start is known. */
export function EventWhen({ event }: { event: EventTiming }) {
  const when = useWhen(event);
  return when.dateTime ? <time dateTime={when.dateTime}>{when.text}</time> : <>{when.text}</>;
}

/**
 * One event: its category, when, what, how many places, an .ics to add it to a calendar, and
 * (one to come) taking a place at it.
 */
export function EventCard({
  event,
  places,
  upcoming = false,
}: {
  event: LibraryEvent;
  places?: PlacesAtEvent;
  upcoming?: boolean;
}) {
  const { t } = useTranslation('events');
  const when = useWhen(event);
  const titleId = `event-${event.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={styles.category[event.category]}>{t(`category.${event.category}`)}</span>
      <h3 id={titleId} className={styles.title}>
        {event.title}
      </h3>
      <p className={styles.when}>
        <CalendarIcon />
        {when.dateTime ? <time dateTime={when.dateTime}>{when.text}</time> : when.text}
      </p>
      {event.description && <p className={styles.description}>{event.description}</p>}
      <div className={styles.footer}>
        <span className={styles.places}>{t('places', { count: event.maxAttendees })}</span>
        <a
          href={eventCalendarUrl(event.id)}
          download
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {t('addToCalendar')}
          <VisuallyHidden>: {event.title}</VisuallyHidden>
        </a>
        {upcoming && <TakePlace event={event} places={places} />}
      </div>
    </article>
  );
}

export function CalendarIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
