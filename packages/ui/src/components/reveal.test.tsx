import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from '../scroll';
import { Reveal } from './reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
}

describe('Reveal', () => {
  it('waits until it comes a tenth of the screen into view, then stays shown', () => {
    stubIntersectionObserver();
    render(<Reveal data-testid="block">Text</Reveal>);
    const block = screen.getByTestId('block');
    expect(block.hasAttribute('data-revealed')).toBe(false);
    expect(observers[0]?.options).toEqual({ threshold: 0, rootMargin: '0px 0px -10% 0px' });
    act(() => observers[0]!.callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(block.hasAttribute('data-revealed')).toBe(false);
    // A block ten screens tall is never a tenth on screen; it shows as soon as it comes in.
    act(() => observers[0]!.callback([{ isIntersecting: true, intersectionRatio: 0.02 }]));
    expect(block.hasAttribute('data-revealed')).toBe(true);
  });

  it('shows its content at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Reveal data-testid="block">Text</Reveal>);
    expect(screen.getByTestId('block').hasAttribute('data-revealed')).toBe(true);
  });
});

describe('scrollToSection', () => {
  it('scrolls to the section and gives it focus; false when there is none', () => {
    render(
      <section id="events">
        <h2>Events</h2>
      </section>,
    );
    const section = document.getElementById('events')!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    expect(scrollToSection('events')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(scrollToSection('events', { smooth: false })).toBe(true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
    expect(scrollToSection('nowhere')).toBe(false);
  });
});
