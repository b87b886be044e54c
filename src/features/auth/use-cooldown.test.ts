import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './use-cooldown';

describe('useCooldown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down from start() to zero, then stays at zero', () => {
    const { result } = renderHook(() => useCooldown(30));
    expect(result.current.remaining).toBe(0);

    act(() => {
      result.current.start();
    });
    expect(result.current.remaining).toBe(30);

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remaining).toBe(29);

    act(() => {
      vi.advanceTimersByTime(28_500);
    });
    expect(result.current.remaining).toBe(1);

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remaining).toBe(0);
  });

  it('starts over from the full delay when started again', () => {
    const { result } = renderHook(() => useCooldown(30));
    act(() => {
      result.current.start();
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    act(() => {
      result.current.start();
    });
    expect(result.current.remaining).toBe(30);
  });
});
