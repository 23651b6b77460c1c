import type { Tournament, TournamentScoring } from '@wheelhouse/contracts/tournaments';
import { formatExactAmount } from '../../../lib/money/format-exact-amount';

/** An amount of the house currency as the server sent it, e.g. "500.00 USD". */
export function formatTournamentAmount(value: string, currency: string, locale: string): string {
  return `${formatExactAmount(value, locale)} ${currency}`;
}

/** A score as the leaderboard shows it: money for turnover and wins, ×N for multipliers, a count. */
export function formatScore(
  score: string,
  scoring: TournamentScoring,
  currency: string,
  locale: string,
): string {
  if (scoring === 'bets') return score;
  if (scoring === 'best_multiplier') return `×${formatExactAmount(score, locale)}`;
  return formatTournamentAmount(score, currency, locale);
}

/** What the countdown counts to: the end of a running one, the start of an upcoming one. */
export function countdownTarget(
  tournament: Tournament,
): { to: Date; kind: 'ends' | 'starts' } | null {
  if (tournament.status === 'active') return { to: new Date(tournament.endsAt), kind: 'ends' };
  if (tournament.status === 'upcoming')
    return { to: new Date(tournament.startsAt), kind: 'starts' };
  return null;
}
