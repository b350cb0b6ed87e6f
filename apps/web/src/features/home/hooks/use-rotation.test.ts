import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';
import { useRotation } from './use-rotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRotation', () => {
  it('advances every interval and wraps from the last item to the first', () => {
    const { result } = renderHook(() => useRotation(8, 5000, true));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(5000 * 6));
    expect(result.current.index).toBe(7);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('jumps to a chosen item and gives it a full interval', () => {
    const { result } = renderHook(() => useRotation(8, 5000, true));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => result.current.goTo(5));
    expect(result.current.index).toBe(5);
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(5);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(6);
  });

  it('stands still while not running, and dots still choose', () => {
    const { result } = renderHook(() => useRotation(8, 5000, false));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });
});

describe('useCountUp', () => {
  it('waits for its start, then reaches the target in 50 steps of 30 ms', () => {
    const { result, rerender } = renderHook(
      ({ start }) => useCountUp(15000, { start, steps: 50, stepMs: 30, instant: false }),
      { initialProps: { start: false } },
    );
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ start: true });
    act(() => void vi.advanceTimersByTime(30));
    expect(result.current).toBe(300);
    act(() => void vi.advanceTimersByTime(30 * 48));
    expect(result.current).toBe(14700);
    act(() => void vi.advanceTimersByTime(30));
    expect(result.current).toBe(15000);
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(15000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the target at once when motion is reduced', () => {
    const { result } = renderHook(() =>
      useCountUp(25, { start: false, steps: 50, stepMs: 30, instant: true }),
    );
    expect(result.current).toBe(25);
  });
});
