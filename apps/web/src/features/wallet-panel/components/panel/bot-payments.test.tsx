import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetBotContext } from '../../../../lib/messenger/bot-context';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { renderApp } from '../../../../test/render-app';
import { asDesktop, setupWithdrawApi } from '../../test/withdraw-fixtures';

/** The app entered at `search` in a build whose VITE_BOT_MODE is `flag`. */
function enter(flag: 'auto' | 'on' | 'off', search: string) {
  vi.stubEnv('VITE_BOT_MODE', flag);
  window.history.replaceState(null, '', `/en${search}`);
  resetBotContext();
}

async function openDepositTab() {
  asDesktop();
  setupWithdrawApi({
    'POST /api/v1/wallet/txns/deposit': {
      status: 200,
      body: { address: 'UQ-house-wallet', minAmount: '0.5', network: 'TON', memo: '123456' },
    },
  });
  const user = userEvent.setup();
  renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('deposit'));
  const panel = await screen.findByTestId('wallet-panel');
  await within(panel).findByTestId('payment-method-TON');
  return { user, panel };
}

/** Opens the TON deposit address view and answers whether it offers TON Connect. */
async function offersTonConnect(panel: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(panel).getByTestId('payment-method-TON'));
  await within(panel).findByTestId('crypto-deposit-address');
  return within(panel).queryByTestId('open-ton-deposit') !== null;
}

// The panel is a lazy chunk; its cold import on a busy machine must not eat the first test's time.
beforeAll(() => import('./wallet-panel'));

describe('the messenger-bot payment options follow the shell’s bot mode (spec §1, §6)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/en');
    resetBotContext();
  });

  it('a bot-mode build (on) offers crypto-bot, xRocket and TON Connect without bot parameters', async () => {
    enter('on', '');
    const { user, panel } = await openDepositTab();
    expect(await within(panel).findByTestId('payment-option-crypto-bot')).toBeTruthy();
    expect(within(panel).getByTestId('payment-option-x-rocket')).toBeTruthy();
    expect(await offersTonConnect(panel, user)).toBe(true);
  });

  it('a web-only build (off) offers none of them, even entered with a bot_id', async () => {
    enter('off', '?bot_id=7000000001');
    const { user, panel } = await openDepositTab();
    expect(await offersTonConnect(panel, user)).toBe(false);
    await user.click(within(panel).getByTestId('wallet-back'));
    await within(panel).findByTestId('payment-method-TON');
    expect(within(panel).queryByTestId('payment-option-crypto-bot')).toBeNull();
    expect(within(panel).queryByTestId('payment-option-x-rocket')).toBeNull();
  });

  it('the default build (auto) offers them when entered through a bot, not otherwise', async () => {
    enter('auto', '?bot_id=7000000001&bot_type=vip');
    const first = await openDepositTab();
    expect(await within(first.panel).findByTestId('payment-option-x-rocket')).toBeTruthy();
    expect(await offersTonConnect(first.panel, first.user)).toBe(true);
  });

  it('the default build (auto) entered without a bot offers none of them', async () => {
    enter('auto', '');
    const { user, panel } = await openDepositTab();
    expect(await offersTonConnect(panel, user)).toBe(false);
    expect(within(panel).queryByTestId('payment-option-crypto-bot')).toBeNull();
  });
});
