import { describe, expect, it } from 'vitest';
import type { BonusConditions, PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { multiplierPercent } from '../../../lib/bonuses/multiplier-percent';
import { conditionLines } from './condition-lines';
import { greetingItems } from './greeting-steps';
import { readPromoLink } from './promo-link';

function conditions(overrides: Partial<BonusConditions> = {}): BonusConditions {
  return {
    id: 1,
    personalId: null,
    type: 'promo',
    minDepositNumber: 0,
    minDeposit: '0.000000',
    maxDeposit: null,
    amountMultiplier: '0',
    freespinsCount: 0,
    freespinsAmount: '0.000000',
    wager: '30',
    wagerFreespins: '0',
    wagerMaxBet: '2.000000',
    maxAmount: '5.000000',
    maxAmountMultiplier: null,
    freespinsMaxAmount: null,
    freespinsMaxAmountMultiplier: null,
    deadlineHours: 48,
    gamesWagers: [],
    currency: 'USD',
    ...overrides,
  };
}

function bonus(id: number, overrides: Partial<PlayerBonus> = {}, terms = {}): PlayerBonus {
  return {
    id,
    title: `Bonus ${id}`,
    description: '',
    status: 'inactive',
    isPersonal: false,
    isClaimed: false,
    isCurrent: false,
    isFirst: false,
    availableUntil: null,
    conditions: conditions({ id, ...terms }),
    activation: null,
    ...overrides,
  };
}

describe('promo links', () => {
  it('opens the bonus modal for a code, in upper case, and strips its own parameters', () => {
    const link = readPromoLink(new URLSearchParams('promo=welcome5&tab=slots'));
    expect(link.promo).toEqual({ kind: 'bonus', code: 'WELCOME5' });
    expect(link.openDrawer).toBe(false);
    expect(link.remaining?.toString()).toBe('tab=slots');
  });

  it('honours main, bonus and conditions and ignores any other modal kind', () => {
    const kind = (value: string) =>
      readPromoLink(new URLSearchParams(`promo=X1&promo_modal=${value}`)).promo?.kind;
    expect(kind('conditions')).toBe('conditions');
    expect(kind('main')).toBe('main');
    expect(kind('bonus')).toBe('bonus');
    expect(kind('admin')).toBe('bonus');
    expect(kind('')).toBe('bonus');
  });

  it('drops a malformed code and opens main to type one', () => {
    const link = readPromoLink(new URLSearchParams('promo=%3Cscript%3E&promo_modal=conditions'));
    expect(link.promo).toEqual({ kind: 'main', code: null });
  });

  it('opens the drawer for bonus10 and leaves other addresses alone', () => {
    expect(readPromoLink(new URLSearchParams('bonus10')).openDrawer).toBe(true);
    expect(readPromoLink(new URLSearchParams('q=dice')).remaining).toBeNull();
  });
});

describe('bonus conditions in words', () => {
  it('shows percent, cap, deposit number, minimum, wager, max bet and days', () => {
    const lines = conditionLines(
      conditions({
        type: 'welcome',
        minDepositNumber: 2,
        amountMultiplier: '1.5',
        maxAmount: '750.000000',
        minDeposit: '30.000000',
        wager: '40',
        deadlineHours: 720,
        gamesWagers: [{ kind: 'game', value: 'dice', weight: 50 }],
      }),
    );
    expect(lines).toEqual([
      { key: 'percent', percent: '150' },
      { key: 'max_amount', amount: '750.000000' },
      { key: 'deposit_number', count: 2 },
      { key: 'min_deposit', amount: '30.000000' },
      { key: 'wager', times: '40' },
      { key: 'max_bet', amount: '2.000000' },
      { key: 'deadline_days', count: 30 },
      { key: 'games', games: [{ value: 'dice', weight: 50 }] },
    ]);
  });

  it('says a no-deposit bonus needs no deposit and counts odd deadlines in hours', () => {
    const lines = conditionLines(conditions({ wager: '0', wagerMaxBet: null, deadlineHours: 36 }));
    expect(lines.map((line) => line.key)).toEqual([
      'fixed',
      'no_deposit',
      'no_wager',
      'deadline_hours',
    ]);
  });

  it('turns multipliers into percents without float noise', () => {
    expect(multiplierPercent('1.2')).toBe('120');
    expect(multiplierPercent('0.05')).toBe('5');
    expect(multiplierPercent('0.07')).toBe('7');
    expect(multiplierPercent('0.1234')).toBe('12.34');
    expect(multiplierPercent('40')).toBe('4000');
    expect(multiplierPercent('0')).toBe('0');
  });
});

describe('greeting-bonus steps', () => {
  const steps = (claimed: number, first: boolean) =>
    [4, 2, 1, 3].map((n) =>
      bonus(
        n,
        { isClaimed: n <= claimed, isFirst: n === 1 && first },
        {
          type: 'welcome',
          minDepositNumber: n,
        },
      ),
    );

  it('orders the steps and applies the spec rules', () => {
    expect(greetingItems(steps(0, true), 'welcome').map((item) => item.state)).toEqual([
      'available',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(greetingItems(steps(2, false), 'welcome').map((item) => item.state)).toEqual([
      'claimed',
      'claimed',
      'available',
      'disabled',
    ]);
  });

  it('excludes personal bonuses and shows only the everyday bonus in its variant', () => {
    const list = [
      ...steps(0, true),
      bonus(9, { isPersonal: true }, { type: 'personal' }),
      bonus(10, { isClaimed: true }, { type: 'everyday' }),
    ];
    expect(greetingItems(list, 'welcome')).toHaveLength(4);
    expect(greetingItems(list, 'everyday')).toEqual([{ bonus: list[5], state: 'claimed' }]);
  });
});
