import { describe, expect, it } from 'vitest';
import { transferSource } from './transfer-source';

describe('a transfer’s source in the player’s transfers', () => {
  it('names the payment provider first, else the module, else a dash', () => {
    expect(transferSource({ source: 'messenger-payments', provider: 'cryptobot' })).toBe(
      'cryptobot',
    );
    expect(transferSource({ source: 'messenger-payments.xrocket-withdraw' })).toBe(
      'messenger-payments.xrocket-withdraw',
    );
    expect(transferSource({ holdId: 'tx_1' })).toBe('—');
  });
});
