import { describe, expect, it } from 'vitest';
import { makeGame } from '../../../test/games-fixtures';
import { bonusGames, tooltipNames } from './bonus-games';

describe('bonus games', () => {
  const dice = makeGame({ id: 1, slug: 'dice', categories: ['originals'] });
  const slot = makeGame({ id: 2, slug: 'fruit', categories: ['slots'] });
  const roulette = makeGame({ id: 3, slug: 'roulette', categories: ['table'] });
  const live = makeGame({ id: 4, slug: 'live-bj', categories: ['live'] });

  it('weighs by the game, then its category, then the category default, and drops weight 0', () => {
    const games = bonusGames(
      [dice, slot, roulette, live],
      [
        { kind: 'game', value: 'dice', weight: 50 },
        { kind: 'category', value: 'slots', weight: 0 },
      ],
    );
    expect(games.map(({ game, weight }) => [game.slug, weight])).toEqual([
      ['dice', 50],
      ['roulette', 10],
    ]);
  });

  it('with no rules, the defaults: slots and originals 100, table 10, live 0', () => {
    expect(bonusGames([roulette, dice, live, slot], []).map((entry) => entry.weight)).toEqual([
      100, 100, 10,
    ]);
  });

  it('the tooltip shows 10 names, then the count of the rest', () => {
    const names = Array.from({ length: 13 }, (_, index) => `Game ${index + 1}`);
    expect(tooltipNames(names)).toEqual({ shown: names.slice(0, 10), rest: 3 });
    expect(tooltipNames(names.slice(0, 10))).toEqual({ shown: names.slice(0, 10), rest: 0 });
  });
});
