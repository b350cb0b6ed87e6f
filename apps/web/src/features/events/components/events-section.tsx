import { Reveal, Skeleton, VisuallyHidden } from '@app/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS_FEED_URL } from '../calendar';
import { useEvents } from '../hooks/use-events';
import { CalendarIcon, EventCard } from './event-card';
import * as styles from './events-section.css';

/** Upcoming events (Children, Workshop, Discussion, Special) and the calendar feed of them all. */
export function EventsSection() {
  const { t } = useTranslation('events');
  const events = useEvents();
  // The cards render in an interruptible pass once the list arrives.
  const list = useDeferredValue(events.data);
  return (
    <section id="events" className={styles.section} aria-labelledby="events-title">
      <div className={styles.header}>
        <div>
          <h2 id="events-title" className={styles.heading}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        <div className={styles.feed}>
          <a href={EVENTS_FEED_URL} className={styles.feedLink}>
            <CalendarIcon />
            {t('feed')}
          </a>
          <p className={styles.feedHint}>{t('feedHint')}</p>
        </div>
      </div>
      {events.isPending || (events.isSuccess && !list) ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
          <ul className={styles.grid}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton height="220px" />
              </li>
            ))}
          </ul>
        </div>
      ) : events.isError ? (
        <p className={styles.error} role="alert">
          {t('error')}
        </p>
      ) : !list || list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <Reveal>
          <ul className={styles.grid} data-testid="event-list">
            {list.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </Reveal>
      )}
    </section>
  );
}
