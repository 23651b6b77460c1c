import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { countdownParts } from './countdown-parts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdownParts', () => {
  it('leaves days out while there is less than a day', () => {
    expect(countdownParts(5 * HOUR + 3 * MINUTE + 9 * SECOND)).toEqual([
      { unit: 'hours', value: '05' },
      { unit: 'minutes', value: '03' },
      { unit: 'seconds', value: '09' },
    ]);
  });

  it('shows days when there is at least one, padded like the rest', () => {
    expect(countdownParts(2 * DAY + 11 * HOUR + 59 * SECOND)).toEqual([
      { unit: 'days', value: '02' },
      { unit: 'hours', value: '11' },
      { unit: 'minutes', value: '00' },
      { unit: 'seconds', value: '59' },
    ]);
  });

  it('rounds partial seconds down and stops at zero', () => {
    expect(countdownParts(1999).map((p) => p.value)).toEqual(['00', '00', '01']);
    expect(countdownParts(-5000).map((p) => p.value)).toEqual(['00', '00', '00']);
  });
});

describe('Countdown', () => {
  it('ticks down with unit labels and calls onEnd at zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const onEnd = vi.fn();
    render(<Countdown to={new Date('2030-01-01T00:00:02Z')} onEnd={onEnd} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00h00m02s');

    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00h00m01s');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00h00m00s');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
