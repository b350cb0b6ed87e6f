import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';
import { SegmentedControl } from './segmented-control';

function ViewChoice({ onKeyReachedPage }: { onKeyReachedPage?: () => void }) {
  const [value, setValue] = useState<'grid' | 'list' | 'table'>('grid');
  return (
    <div onKeyDown={onKeyReachedPage}>
      <SegmentedControl
        label="View"
        value={value}
        onChange={setValue}
        options={[
          { value: 'grid', label: 'Grid' },
          { value: 'list', label: 'List' },
          { value: 'table', label: 'Table', icon: <svg />, iconOnly: true },
        ]}
      />
    </div>
  );
}

describe('SegmentedControl', () => {
  it('is a radio group with the chosen option checked and the only Tab stop', () => {
    render(<ViewChoice />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeTruthy();
    const grid = screen.getByRole('radio', { name: 'Grid' });
    const list = screen.getByRole('radio', { name: 'List' });
    expect(grid.getAttribute('aria-checked')).toBe('true');
    expect(list.getAttribute('aria-checked')).toBe('false');
    expect(grid.tabIndex).toBe(0);
    expect(list.tabIndex).toBe(-1);
  });

  it('chooses on click', () => {
    render(<ViewChoice />);
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByRole('radio', { name: 'List' }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves and chooses with the arrow keys, wrapping, and keeps them from the page', () => {
    const page = vi.fn();
    render(<ViewChoice onKeyReachedPage={page} />);
    const grid = screen.getByRole('radio', { name: 'Grid' });
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    const table = screen.getByRole('radio', { name: 'Table' });
    expect(table.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(table);
    fireEvent.keyDown(table, { key: 'ArrowRight' });
    expect(grid.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(table.getAttribute('aria-checked')).toBe('true');
    expect(page).not.toHaveBeenCalled();
  });

  it('names an icon-only option by its label', () => {
    render(<ViewChoice />);
    expect(screen.getByRole('radio', { name: 'Table' }).textContent).toBe('');
  });
});

describe('Badge', () => {
  it('is a labelled span in the chosen tone', () => {
    render(<Badge tone="accent">EPUB</Badge>);
    const badge = screen.getByText('EPUB');
    expect(badge.tagName).toBe('SPAN');
    expect(badge.className).not.toBe('');
  });
});
