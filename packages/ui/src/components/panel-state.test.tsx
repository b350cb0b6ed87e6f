import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './panel-state';

describe('panel states', () => {
  it('announce loading politely and a failure as an alert with its retry button', () => {
    const onRetry = vi.fn();
    render(
      <>
        <LoadingState>Loading books...</LoadingState>
        <ErrorState onRetry={onRetry} retryLabel="Try again">
          no books
        </ErrorState>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading books...');
    expect(screen.getByRole('alert').textContent).toContain('no books');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('show a failure without a button when there is nothing to retry', () => {
    render(<ErrorState>no events</ErrorState>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('say what to do next in an empty list, with the action when there is one', () => {
    render(
      <EmptyState title="No e-books" action={<button type="button">Add E-book</button>}>
        Get started by adding your first e-book.
      </EmptyState>,
    );
    expect(screen.getByText('No e-books')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add E-book' })).toBeTruthy();
  });
});
