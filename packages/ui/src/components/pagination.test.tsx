import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

const labels = {
  nav: 'Pages of e-books',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
};

function Harness({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onChange={setPage} labels={labels} />;
}

describe('pageWindow', () => {
  it('shows the first, the last and three pages about the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, null, 6]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2084, 4167)).toEqual([1, null, 2083, 2084, 2085, null, 4167]);
    expect(pageWindow(4167, 4167)).toEqual([1, null, 4165, 4166, 4167]);
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark that marks the current page and reaches the last', () => {
    render(<Harness pageCount={4167} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of e-books' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 4167' }));
    expect(screen.getByRole('button', { name: 'Page 4167' }).textContent).toBe('4,167');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 4166' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Harness pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });
});
