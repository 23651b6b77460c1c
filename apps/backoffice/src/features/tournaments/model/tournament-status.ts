import type { AdminTournament } from '@wheelhouse/contracts/tournaments';

/** The badge tone of each tournament status, in the list and on a tournament's page. */
export const TOURNAMENT_STATUS_TONE = {
  active: 'good',
  upcoming: 'warn',
  finished: 'neutral',
  cancelled: 'bad',
} as const satisfies Record<AdminTournament['status'], 'good' | 'warn' | 'neutral' | 'bad'>;

/** Staff may edit or cancel a tournament until it has finished or been cancelled. */
export function isChangeable(tournament: Pick<AdminTournament, 'status'>): boolean {
  return tournament.status === 'active' || tournament.status === 'upcoming';
}
