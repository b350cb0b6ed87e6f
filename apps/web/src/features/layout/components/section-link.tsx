import { scrollToSection } from '@app/ui';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

/** The home page's sections, by element id (spec §2). */
export type HomeSection = 'home' | 'about' | 'collection' | 'events' | 'join' | 'contact';

export interface SectionLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  section: HomeSection;
  /** Called when the link is followed (the mobile menu closes itself with it). */
  onNavigate?: () => void;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a section of the home page: on the home page it scrolls there smoothly and moves
 * focus to it; elsewhere it opens the home page at that section. A real `href`, so it still
 * works when opened in a new tab.
 */
export function SectionLink({ section, onNavigate, onClick, ...rest }: SectionLinkProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={`/#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || modified(event)) return;
        event.preventDefault();
        onNavigate?.();
        if (pathname === '/' && scrollToSection(section)) return;
        void navigate({ to: '/', hash: section });
      }}
    />
  );
}
