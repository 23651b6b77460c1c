import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { StakeLimits } from '../../lib/originals/stake';
import { BetAmountInput } from './bet-amount-input';

function Harness({ initial, limits }: { initial: string; limits: StakeLimits }) {
  const [value, setValue] = useState(initial);
  return <BetAmountInput value={value} onChange={setValue} limits={limits} currency="USD" />;
}

const input = () => screen.getByTestId<HTMLInputElement>('bet-amount-input');
const error = () => screen.queryByTestId('bet-amount-error')?.textContent ?? null;

describe('BetAmountInput', () => {
  it('halves, doubles, and jumps to the minimum and the balance', async () => {
    const user = userEvent.setup();
    render(<Harness initial="5.01" limits={{ precision: 2, balance: '12.345', maxBet: null }} />);
    await user.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect(input().value).toBe('2.50');
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(input().value).toBe('5.00');
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    // 20.00 would be more than the balance: doubling stops at it, cut to whole cents.
    expect(input().value).toBe('12.34');
    await user.click(screen.getByRole('button', { name: 'Minimum bet' }));
    expect(input().value).toBe('0.01');
    await user.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(input().value).toBe('12.34');
    expect(error()).toBeNull();
  });

  it('caps max at the operator max bet once it is known', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1.00" limits={{ precision: 2, balance: '100.00', maxBet: '5.00' }} />);
    await user.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(input().value).toBe('5.00');
    await user.clear(input());
    await user.type(input(), '6');
    expect(error()).toBe('The maximum bet is 5.00 USD');
  });

  it('says what is wrong with a typed stake', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1.00" limits={{ precision: 2, balance: '10.00', maxBet: null }} />);
    await user.clear(input());
    expect(error()).toBe('Enter a bet amount');
    await user.type(input(), '10.5');
    expect(error()).toBe('The bet is more than your balance');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await user.clear(input());
    await user.type(input(), '1.234');
    expect(error()).toBe('Use at most 2 decimal places');
    await user.clear(input());
    // A comma is read as the decimal point.
    await user.type(input(), '2,5');
    expect(input().value).toBe('2.5');
    expect(error()).toBeNull();
  });

  it('works from the keyboard: Tab reaches each shortcut, Enter and Space press it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="4.00" limits={{ precision: 2, balance: '50.00', maxBet: null }} />);
    await user.click(input());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Halve the bet' }));
    await user.keyboard('{Enter}');
    expect(input().value).toBe('2.00');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Double the bet' }));
    await user.keyboard(' ');
    expect(input().value).toBe('4.00');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Maximum bet' }));
    await user.keyboard('{Enter}');
    expect(input().value).toBe('50.00');
  });
});
