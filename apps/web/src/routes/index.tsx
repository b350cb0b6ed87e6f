import { createFileRoute, useLocation } from '@tanstack/react-router';
import { scrollToSection } from '@app/ui';
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
 * Spec §2: one page of sections, in this order; the header and footer jump between them.
 * The hero renders at once; the sections below it follow in a transition, which React renders
 * in small slices, so a cheap phone stays responsive while they build.
 */
function HomePage() {
  const [below, setBelow] = useState(false);
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => startTransition(() => setBelow(true)), []);
  // An address such as /#events names a section that exists only once the rest has rendered.
  useEffect(() => {
    if (below && hash) return holdJump(hash);
  }, [below, hash]);
  return (
    <SiteShell>
      <Hero />
      {below && (
        <>
          <AboutSection />
          <StatisticsSection />
          <BookCollection />
          <DigitalLibrarySection />
          <EventsSection />
          <NewsletterSection />
        </>
      )}
    </SiteShell>
  );
}

/**
 * Jumps to a section when the page opens at /#section, and keeps it there while the lists above
 * it finish loading and change height, until the reader scrolls or five seconds pass.
 */
function holdJump(section: string): () => void {
  scrollToSection(section, { smooth: false });
  const main = document.getElementById('main');
  if (!main || typeof ResizeObserver === 'undefined') return () => {};
  const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() =>
    document.getElementById(section)?.scrollIntoView({ behavior: 'instant', block: 'start' }),
  );
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of readerMoves) window.removeEventListener(type, release);
  };
  const timer = window.setTimeout(release, 5000);
  for (const type of readerMoves) window.addEventListener(type, release, { passive: true });
  observer.observe(main);
  return release;
}
