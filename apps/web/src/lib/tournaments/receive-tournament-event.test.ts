import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tournamentEventReceiver } from './receive-tournament-event';
import { tournamentQueryKeys } from './tournament-query-keys';

afterEach(() => {
  vi.useRealTimers();
});

describe('tournamentEventReceiver', () => {
  it('refreshes the shown tournaments at once, then at most once a second, the last event honoured', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const receive = tournamentEventReceiver(queryClient, 1_000);

    receive({ id: 1, status: 'active', players: 2 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: tournamentQueryKeys.all });
    // A burst inside the interval becomes one trailing refresh.
    for (let players = 3; players < 50; players += 1) receive({ id: 1, status: 'active', players });
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    // Quiet afterwards: nothing more.
    vi.advanceTimersByTime(10_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('ignores messages that are not tournament events', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const receive = tournamentEventReceiver(queryClient);
    for (const data of [null, 'x', {}, { id: '1' }]) receive(data);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
