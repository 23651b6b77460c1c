import { describe, expect, it } from 'vitest';
import { pushKindOf } from './jobs';
import { pushMessage, shortAmount } from './messages';

describe('push messages', () => {
  it('shortens amounts as strings, keeping two decimals', () => {
    expect(shortAmount('25.000000')).toBe('25.00');
    expect(shortAmount('0.00012300')).toBe('0.000123');
    expect(shortAmount('7')).toBe('7.00');
    expect(shortAmount('1.5')).toBe('1.50');
  });

  it('speaks the player’s language, English otherwise', () => {
    expect(pushMessage('deposit_completed', 'ru', { amount: '5.00 USD' }).title).toBe(
      'Депозит зачислен',
    );
    expect(pushMessage('withdrawal_declined', 'uk', { amount: '5.00 USD' }).body).toBe(
      'Ваше виведення 5.00 USD відхилено; гроші повернулися на баланс.',
    );
    expect(pushMessage('bonus_activated', 'kk', {}).title).toBe('Бонус белсендірілді');
    expect(pushMessage('new_device_sign_in', 'uk', {}).title).toBe('Новий вхід до акаунта');
    expect(pushMessage('deposit_completed', undefined, { amount: '5.00 USD' }).body).toBe(
      '5.00 USD is on your balance. Good luck!',
    );
  });

  it('notifies completed deposits and finished or declined withdrawals only', () => {
    expect(pushKindOf({ type: 'deposit', status: 'completed' })).toBe('deposit_completed');
    expect(pushKindOf({ type: 'buy', status: 'completed' })).toBe('deposit_completed');
    expect(pushKindOf({ type: 'withdraw', status: 'completed' })).toBe('withdrawal_completed');
    expect(pushKindOf({ type: 'sell', status: 'declined' })).toBe('withdrawal_declined');
    expect(pushKindOf({ type: 'deposit', status: 'pending' })).toBeNull();
    expect(pushKindOf({ type: 'withdraw', status: 'pending' })).toBeNull();
    expect(pushKindOf({ type: 'deposit', status: 'declined' })).toBeNull();
  });
});
