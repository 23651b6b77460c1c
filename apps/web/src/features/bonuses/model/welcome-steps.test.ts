import { describe, expect, it } from 'vitest';
import { makePlayerBonus, welcomePackage } from '../../../test/bonuses-fixtures';
import { welcomeSteps } from './welcome-steps';

const states = (bonuses: Parameters<typeof welcomeSteps>[0]) =>
  welcomeSteps(bonuses).map((step) => step.state);

describe('welcome steps (shell spec §4)', () => {
  it('a new player: step 1 is available, the rest are disabled', () => {
    expect(states(welcomePackage(0))).toEqual(['available', 'disabled', 'disabled', 'disabled']);
  });

  it('step 1 is disabled when the player is not first and has claimed nothing', () => {
    expect(states(welcomePackage(0, { isFirst: false }))).toEqual([
      'disabled',
      'disabled',
      'disabled',
      'disabled',
    ]);
  });

  it('claimed steps are claimed and only the step after the last claimed one is available', () => {
    expect(states(welcomePackage(2))).toEqual(['claimed', 'claimed', 'available', 'disabled']);
    expect(states(welcomePackage(4))).toEqual(['claimed', 'claimed', 'claimed', 'claimed']);
  });

  it('the step whose bonus runs now is current, and the next one is available', () => {
    const bonuses = welcomePackage(1);
    bonuses[0] = { ...bonuses[0]!, isCurrent: true, status: 'active' };
    expect(states(bonuses)).toEqual(['current', 'available', 'disabled', 'disabled']);
  });

  it('a step after an unclaimed one stays disabled even if it says claimed is false elsewhere', () => {
    const bonuses = welcomePackage(0, { isFirst: false });
    bonuses[2] = { ...bonuses[2]!, isClaimed: true };
    expect(states(bonuses)).toEqual(['disabled', 'disabled', 'claimed', 'available']);
  });

  it('step 4 is the variant with the most free spins; personal bonuses are never steps', () => {
    const bonuses = [
      ...welcomePackage(3),
      makePlayerBonus({
        id: 40,
        title: 'Four, 50 spins',
        conditions: { minDepositNumber: 4, freespinsCount: 50 },
      }),
      makePlayerBonus({
        id: 41,
        title: 'Four, 100 spins',
        conditions: { minDepositNumber: 4, freespinsCount: 100 },
      }),
      makePlayerBonus({
        id: 42,
        title: 'Personal, 500 spins',
        isPersonal: true,
        conditions: { minDepositNumber: 4, freespinsCount: 500 },
      }),
    ];
    const steps = welcomeSteps(bonuses);
    expect(steps.map((step) => step.step)).toEqual([1, 2, 3, 4]);
    expect(steps[3]!.bonus.title).toBe('Four, 100 spins');
    expect(steps[3]!.state).toBe('available');
  });

  it('leaves out steps with no template and ignores other bonus types', () => {
    const bonuses = [
      ...welcomePackage(0).slice(0, 2),
      makePlayerBonus({ id: 9, conditions: { type: 'everyday', minDepositNumber: 3 } }),
    ];
    expect(welcomeSteps(bonuses).map((step) => step.step)).toEqual([1, 2]);
  });
});
