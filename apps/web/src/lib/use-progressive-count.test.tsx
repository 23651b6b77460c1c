import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

function List({ name, total, first }: { name: string; total: number; first: number }) {
  const shown = useProgressiveCount(total, first, 2);
  return (
    <ul aria-label={name}>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

const items = (name: string) => screen.getByRole('list', { name }).children.length;
/** One task: the step that was due, and React's render of it. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first items at once, then a step per task, the upper list before the lower', () => {
    render(
      <>
        <List name="top" total={5} first={3} />
        <List name="below" total={3} first={0} />
      </>,
    );
    expect([items('top'), items('below')]).toEqual([3, 0]);

    nextTask();
    expect([items('top'), items('below')]).toEqual([5, 0]);
    nextTask();
    expect([items('top'), items('below')]).toEqual([5, 2]);
    nextTask();
    expect([items('top'), items('below')]).toEqual([5, 3]);
    // Everything drawn: nothing more is scheduled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on growing when the list gets longer, and stops for a list that left', () => {
    const { rerender, unmount } = render(<List name="live" total={2} first={2} />);
    expect(items('live')).toBe(2);
    expect(vi.getTimerCount()).toBe(0);

    rerender(<List name="live" total={4} first={2} />);
    expect(items('live')).toBe(2);
    nextTask();
    expect(items('live')).toBe(4);

    rerender(<List name="live" total={9} first={2} />);
    unmount();
    // The step that was due finds no list waiting.
    act(() => vi.runAllTimers());
    expect(vi.getTimerCount()).toBe(0);
  });
});
