import { afterEach, describe, expect, it } from 'vitest';
import { closeWalletPanel, getWalletPanel, openWalletPanel } from './wallet-panel-store';

describe('wallet panel store', () => {
  afterEach(() => closeWalletPanel());

  it('starts closed, opens on the requested tab, and closes', () => {
    expect(getWalletPanel()).toBeNull();
    openWalletPanel('history');
    expect(getWalletPanel()?.tab).toBe('history');
    closeWalletPanel();
    expect(getWalletPanel()).toBeNull();
  });

  it('opens on the deposit tab by default and counts every open', () => {
    openWalletPanel();
    const first = getWalletPanel();
    openWalletPanel();
    expect(getWalletPanel()?.tab).toBe('deposit');
    expect(getWalletPanel()!.openCount).toBeGreaterThan(first!.openCount);
  });
});
