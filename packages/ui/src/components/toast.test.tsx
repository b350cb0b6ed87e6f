import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, type ToastOptions } from './toast-store';
import { ToastProvider, useToast, type ToastProviderProps } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast, dismiss } = useToast();
  return (
    <>
      <button onClick={() => toast(options)}>show</button>
      <button onClick={() => dismiss()}>hide all</button>
    </>
  );
}

function setup(options: ToastOptions, props: Omit<ToastProviderProps, 'children'> = {}) {
  render(
    <ToastProvider {...props}>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByText('show'));
}

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1, button: 0 });
  fireEvent.pointerMove(element, { clientX: 100 + distance / 2, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with title and description as a status message', () => {
    setup({ title: 'Saved', description: 'The book was added.' });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.textContent).toContain('The book was added.');
  });

  it('announces destructive toasts as alerts', () => {
    setup({ title: 'Could not save', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows only the newest toast', () => {
    function Two() {
      const { toast } = useToast();
      return <button onClick={() => (toast({ title: 'one' }), toast({ title: 'two' }))}>go</button>;
    }
    render(
      <ToastProvider>
        <Two />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toContain('two');
  });

  it('hides the toast after 5000 ms', () => {
    setup({ title: 'Saved' });
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses the provider duration as the default display time', () => {
    setup({ title: 'Saved' }, { duration: 2000 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes from the close button, whose name is translatable', () => {
    setup({ title: 'Saved' }, { closeLabel: 'மூடு' });
    fireEvent.click(screen.getByRole('button', { name: 'மூடு' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes everything through dismiss() without an id', () => {
    setup({ title: 'Saved' });
    fireEvent.click(screen.getByText('hide all'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves focus to the viewport on F8', () => {
    setup({ title: 'Saved' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const viewport = region.querySelector('ol');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
  });

  it('names the region with the translated label', () => {
    setup({ title: 'Saved' }, { label: 'அறிவிப்புகள்' });
    expect(screen.getByRole('region', { name: 'அறிவிப்புகள் (F8)' })).not.toBeNull();
  });

  it('keeps the toast while the viewport has focus and closes it on Escape', () => {
    setup({ title: 'Saved' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses on a 60px swipe to the right', () => {
    setup({ title: 'Saved' });
    swipe(screen.getByRole('status'), 60);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('springs back after a 30px swipe and stays open', () => {
    setup({ title: 'Saved' });
    const toast = screen.getByRole('status');
    swipe(toast, 30);
    expect(screen.getByRole('status')).toBe(toast);
    expect(toast.hasAttribute('data-swiping')).toBe(false);
  });

  it('does not dismiss on a 60px swipe to the left', () => {
    setup({ title: 'Saved' });
    swipe(screen.getByRole('status'), -60);
    expect(screen.queryByRole('status')).not.toBeNull();
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{}} />)).toThrow(/ToastProvider/);
    vi.mocked(console.error).mockRestore();
  });
});
