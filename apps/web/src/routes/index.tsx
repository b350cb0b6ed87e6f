import { createFileRoute, useLocation } from '@tanstack/react-router';
import { releaseSectionHold, scrollToSection } from '@app/ui';
import { startTransition, useEffect, useState } from 'react';
import { BookCollection } from '../features/books/components/book-collection';
import { DigitalLibrarySection } from '../features/ebooks/components/digital-library-section';
import { EventsSection } from '../features/events/components/events-section';
import { AboutSection } from '../features/home/components/about-section';
import { Hero } from '../features/home/components/hero';
import { StatisticsSection } from '../features/home/components/statistics-section';
import { SiteShell } from '../features/layout/components/site-shell';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';

export const Route = createFileRoute('/')({
  component: HomePage,
});

/**
 * The sections below the hero, in the spec's order. The same elements every render, so a section
 * already on the page is not rendered again when the next one is added.
 */
const BELOW_THE_HERO = [
  <AboutSection key="about" />,
  <StatisticsSection key="statistics" />,
  <BookCollection key="books" />,
  <DigitalLibrarySection key="ebooks" />,
  <EventsSection key="events" />,
  <NewsletterSection key="newsletter" />,
];

/**
 * Spec §2: one page of sections, in this order; the header and footer jump between them.
 * The hero renders at once; the sections below it follow one at a time, each in a transition,
 * which React renders in small slices: a cheap phone lays out one section per frame instead of
 * all of them in one long task, and stays responsive while they build.
 */
function HomePage() {
  const [shown, setShown] = useState(0);
  const hash = useLocation({ select: (location) => location.hash });
  const complete = shown === BELOW_THE_HERO.length;
  useEffect(() => {
    if (!complete) startTransition(() => setShown(shown + 1));
  }, [complete, shown]);
  // An address such as /#events names a section that exists only once the rest has rendered.
  useEffect(() => {
    if (complete && hash) return holdJump(hash);
  }, [complete, hash]);
  return (
    <SiteShell>
      <Hero />
      {BELOW_THE_HERO.slice(0, shown)}
    </SiteShell>
  );
}

/**
 * Jumps to a section when the page opens at /#section; it is kept there while the lists above it
 * finish loading (see `scrollToSection`). Leaving the page ends the hold.
 */
function holdJump(section: string): () => void {
  scrollToSection(section, { smooth: false });
  return releaseSectionHold;
}
