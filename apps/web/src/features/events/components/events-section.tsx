import type { EventTime } from '../events-tab-search';
import { Button, Reveal, SegmentedControl, Skeleton, VisuallyHidden } from '@app/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { EVENTS_FEED_URL } from '../calendar';
import { useEvents } from '../hooks/use-events';
import { CalendarIcon, EventCard } from './event-card';
import * as styles from './events-section.css';

/**
 * Events (Children, Workshop, Discussion, Special), upcoming ones soonest first or past ones
 * latest first, a page more at a time, and the calendar feed of them all.
 */
export function EventsSection() {
  const { t } = useTranslation(['events', 'common']);
  const [when, setWhen] = useState<EventTime>('upcoming');
  const events = useEvents(when);
  // The cards render in an interruptible pass once the list arrives.
  const list = useDeferredValue(events.isPending ? undefined : events.items);
  const upcoming = when === 'upcoming';
  const places = trpc.eventPlaces.counts.useQuery(
    { eventIds: (list ?? []).slice(0, 100).map((event) => event.id) },
    { enabled: upcoming && !!list?.length },
  );
  const placesOf = new Map(places.data?.map((row) => [row.id, row]));
  return (
    <section id="events" className={styles.section} aria-labelledby="events-title">
      <div className={styles.header}>
        <div>
          <h2 id="events-title" className={styles.heading}>
            {when === 'past' ? t('titlePast') : t('title')}
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
      <SegmentedControl
        className={styles.times}
        label={t('times.label')}
        value={when}
        onChange={setWhen}
        options={[
          { value: 'upcoming', label: t('times.upcoming') },
          { value: 'past', label: t('times.past') },
        ]}
      />
      {events.isPending || !list ? (
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
      ) : list.length === 0 ? (
        <p className={styles.empty}>{when === 'past' ? t('emptyPast') : t('empty')}</p>
      ) : (
        <Reveal>
          <ul className={styles.grid} data-testid="event-list">
            {list.map((event) => (
              <li key={event.id}>
                <EventCard event={event} places={placesOf.get(event.id)} upcoming={upcoming} />
              </li>
            ))}
          </ul>
          {events.hasMore || events.loadingMore ? (
            <div className={styles.more}>
              <Button variant="secondary" loading={events.loadingMore} onClick={events.more}>
                {events.loadingMore ? t('common:paging.loadingMore') : t('more')}
              </Button>
            </div>
          ) : null}
        </Reveal>
      )}
    </section>
  );
}
