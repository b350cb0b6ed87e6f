import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tabs';

const items = [
  { value: 'books', label: 'Books' },
  { value: 'ebooks', label: 'E-books' },
  { value: 'events', label: 'Events' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof items)[number]['value']>('books');
  return (
    <>
      <TabList label="Sections" idPrefix="t" items={items} value={value} onChange={setValue} />
      <TabPanel idPrefix="t" value={value}>
        Panel of {value}
      </TabPanel>
    </>
  );
}

describe('TabList', () => {
  it('ties the selected tab to its panel and gives only it the Tab stop', () => {
    render(<Harness />);
    const books = screen.getByRole('tab', { name: 'Books' });
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(books.getAttribute('aria-selected')).toBe('true');
    expect(books.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Events' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(books.id);
    expect(books.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Books'), { key: 'ArrowRight' });
    expect(tab('E-books').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('E-books'));
    fireEvent.keyDown(tab('E-books'), { key: 'End' });
    expect(tab('Events').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Events'), { key: 'ArrowRight' });
    expect(tab('Books').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Books'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of events');
    fireEvent.keyDown(tab('Events'), { key: 'Home' });
    expect(tab('Books').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of events');
  });
});
