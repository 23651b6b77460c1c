import type { TFunction } from 'i18next';
import type { Market, Outcome, SportEvent } from '@wheelhouse/contracts/sportsbook';
import type { SportsBetLeg } from '@wheelhouse/contracts/sportsbook-bets';

type Teams = Pick<SportEvent, 'home' | 'away'>;

/** "-1.5" → "+1.5", "0.25" → "-0.25", "0" → "0": the away side of a handicap line. */
export function oppositeLine(hcp: string): string {
  if (/^0(\.0+)?$/.test(hcp)) return hcp;
  if (hcp.startsWith('-')) return `+${hcp.slice(1)}`;
  return `-${hcp.replace(/^\+/, '')}`;
}

function signedLine(hcp: string): string {
  return hcp.startsWith('-') || hcp.startsWith('+') || /^0(\.0+)?$/.test(hcp) ? hcp : `+${hcp}`;
}

/** A market's title: "Match result", "Total 2.5", "Handicap -1.5", "Set 2 winner". */
export function marketName(t: TFunction, market: Pick<Market, 'type' | 'specifiers'>): string {
  const { total = '', hcp = '', setnr = '', mapnr = '' } = market.specifiers;
  switch (market.type) {
    case 'totals':
      return t('sportsbook.market.totals', { total });
    case 'handicap':
      return t('sportsbook.market.handicap', { hcp: signedLine(hcp) });
    case 'set_winner':
      return t('sportsbook.market.set_winner', { setnr });
    case 'map_winner':
      return t('sportsbook.market.map_winner', { mapnr });
    default:
      return t(`sportsbook.market.${market.type}`);
  }
}

/** The short label on an odds button: "1", "X", "2", "Over 2.5", "1 (-1.5)". */
export function outcomeShortName(
  t: TFunction,
  market: Pick<Market, 'type' | 'specifiers'>,
  outcome: Pick<Outcome, 'key'>,
): string {
  const { total = '', hcp = '0' } = market.specifiers;
  if (market.type === 'handicap' && (outcome.key === 'home' || outcome.key === 'away')) {
    return t('sportsbook.outcome.handicap_short', {
      side: t(`sportsbook.outcome.${outcome.key}`),
      hcp: outcome.key === 'home' ? signedLine(hcp) : signedLine(oppositeLine(hcp)),
    });
  }
  return t(`sportsbook.outcome.${outcome.key}`, { total });
}

/** The full name of a pick, for the slip and my bets: team names instead of 1 and 2. */
export function outcomeFullName(
  t: TFunction,
  market: Pick<Market, 'type' | 'specifiers'>,
  outcome: Pick<Outcome, 'key'>,
  teams: Teams,
): string {
  const { total = '', hcp = '0' } = market.specifiers;
  switch (outcome.key) {
    case 'home':
    case 'away': {
      const name = outcome.key === 'home' ? teams.home.name : teams.away.name;
      if (market.type !== 'handicap') return name;
      const line = outcome.key === 'home' ? hcp : oppositeLine(hcp);
      return t('sportsbook.outcome.handicap', { name, hcp: signedLine(line) });
    }
    case 'draw':
      return t('sportsbook.outcome.draw_full');
    default:
      return t(`sportsbook.outcome.${outcome.key}`, { total });
  }
}

/** A placed bet's leg, named in the player's language: "Over 2.5" on "Total 2.5". */
export function legNames(
  t: TFunction,
  leg: Pick<SportsBetLeg, 'market' | 'outcomeKey' | 'home' | 'away'>,
): { market: string; outcome: string } {
  const teams = { home: { name: leg.home }, away: { name: leg.away } } as Teams;
  return {
    market: marketName(t, leg.market),
    outcome: outcomeFullName(t, leg.market, { key: leg.outcomeKey }, teams),
  };
}

/** "Home – Away". */
export function eventName(t: TFunction, event: Teams): string {
  return t('sportsbook.event.vs', { home: event.home.name, away: event.away.name });
}

/** Where an event's page lives: /sportsbook/{sport-value}/{event-id}. */
export function eventPath(event: Pick<SportEvent, 'id' | 'sport'>): string {
  return `/sportsbook/${event.sport.value}/${event.id}`;
}
