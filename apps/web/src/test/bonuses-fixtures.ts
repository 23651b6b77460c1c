import type { BonusConditions, PlayerBonus } from '@wheelhouse/contracts/bonuses';

export function makeConditions(overrides: Partial<BonusConditions> = {}): BonusConditions {
  return {
    id: 1,
    personalId: null,
    type: 'welcome',
    minDepositNumber: 1,
    minDeposit: '30.00',
    maxDeposit: null,
    amountMultiplier: '1.2',
    freespinsCount: 0,
    freespinsAmount: '0',
    wager: '40',
    wagerFreespins: '0',
    wagerMaxBet: '25.00',
    maxAmount: '500.00',
    maxAmountMultiplier: null,
    freespinsMaxAmount: null,
    freespinsMaxAmountMultiplier: null,
    deadlineHours: 720,
    gamesWagers: [],
    currency: 'USD',
    ...overrides,
  };
}

/** A bonus as GET /api/v2/bonuses lists it; a welcome step 1 unless told otherwise. */
export function makePlayerBonus(
  overrides: Partial<Omit<PlayerBonus, 'conditions'>> & {
    conditions?: Partial<BonusConditions>;
  } = {},
): PlayerBonus {
  const id = overrides.id ?? 1;
  const { conditions, ...rest } = overrides;
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
    activation: null,
    ...rest,
    conditions: makeConditions({ id, ...conditions }),
  };
}

/** Welcome steps 1–4 (ids 1–4) with the given claims. */
export function welcomePackage(
  claimed: number,
  options: { isFirst?: boolean } = {},
): PlayerBonus[] {
  return [1, 2, 3, 4].map((step) =>
    makePlayerBonus({
      id: step,
      title: `Welcome ${step}`,
      isFirst: step === 1 && (options.isFirst ?? claimed === 0),
      isClaimed: step <= claimed,
      conditions: { minDepositNumber: step },
    }),
  );
}

export function bonusesList(data: PlayerBonus[]) {
  return { data, meta: { offset: 0, limit: 100, total: data.length } };
}
