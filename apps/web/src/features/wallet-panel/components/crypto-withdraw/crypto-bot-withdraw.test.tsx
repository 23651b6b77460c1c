import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { resetBotContext } from '../../../../lib/messenger/bot-context';
import {
  cryptoMethod,
  openWithdrawForm,
  setupWithdrawApi,
  toncoin,
  usdtTrc20,
} from '../../test/withdraw-fixtures';

/** USDT (TRC20) as a method Crypto Pay pays out in. */
const usdtWithCryptoBot = cryptoMethod('USDT-TRC20', {
  name: 'USDT (TRC20)',
  additionalProviders: ['cryptobot'],
});

/** The app entered in a build whose VITE_BOT_MODE is `flag`. */
function enter(flag: 'on' | 'off') {
  vi.stubEnv('VITE_BOT_MODE', flag);
  window.history.replaceState(null, '', '/en');
  resetBotContext();
}

function setupApi(methods = [usdtWithCryptoBot, toncoin]) {
  return setupWithdrawApi({
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: methods },
  });
}

const submit = (panel: HTMLElement) =>
  within(panel).getByTestId('withdraw-submit') as HTMLButtonElement;

// The panel is a lazy chunk; its cold import on a busy machine must not eat the first test's time.
beforeAll(() => import('../panel/wallet-panel'));

describe(
  'crypto withdrawal to the crypto-bot wallet (spec §1, §5, §6)',
  { timeout: 30_000 },
  () => {
    afterEach(() => {
      toast.dismiss();
      vi.unstubAllEnvs();
      window.history.replaceState(null, '', '/en');
      resetBotContext();
    });

    it('in bot mode, choosing it by keyboard hides the address and memo and sends provider cryptobot', async () => {
      enter('on');
      const api = setupApi();
      const { user, panel } = await openWithdrawForm();
      const choice = await within(panel).findByRole('group', { name: 'Withdraw to' });
      const toAddress = within(choice).getByRole('radio', { name: 'A wallet address' });
      const toBot = within(choice).getByRole('radio', { name: 'My crypto-bot wallet' });
      expect((toAddress as HTMLInputElement).checked).toBe(true);
      expect(within(panel).getByTestId('withdraw-address')).toBeTruthy();

      await user.type(within(panel).getByTestId('withdraw-amount'), '20');
      // Tab reaches the group on its checked radio; an arrow key chooses the other one. (jsdom's
      // window has no CSS.escape, which user-event's radio walk needs for the group's name.)
      const view = document.defaultView as unknown as { CSS?: { escape: (v: string) => string } };
      view.CSS ??= { escape: (value) => value.replace(/[^\w-]/g, '\\$&') };
      await user.tab();
      expect(document.activeElement).toBe(toAddress);
      await user.keyboard('{ArrowRight}');
      expect((toBot as HTMLInputElement).checked).toBe(true);
      expect(within(panel).queryByTestId('withdraw-address')).toBeNull();
      expect(within(panel).queryByTestId('withdraw-memo')).toBeNull();
      expect(within(panel).getByTestId('withdraw-cryptobot-hint').textContent).toContain(
        'Crypto Pay',
      );

      // No network fee to the crypto-bot wallet: only the amount is held.
      await waitFor(() =>
        expect(within(panel).getByTestId('withdraw-total').textContent).toBe('20.00 USDT'),
      );
      await waitFor(() => expect(submit(panel).disabled).toBe(false));
      await user.click(submit(panel));
      const confirm = await screen.findByTestId('withdraw-confirm');
      expect(within(confirm).getByTestId('confirm-destination').textContent).toBe(
        'My crypto-bot wallet',
      );
      expect(within(confirm).queryByTestId('confirm-address')).toBeNull();
      expect(within(confirm).getByTestId('confirm-total').textContent).toBe('20.00 USDT');
      await user.click(within(confirm).getByTestId('withdraw-confirm-submit'));
      expect(await within(panel).findByTestId('pending-withdraw')).toBeTruthy();
      expect(api.calls('POST /api/v1/wallet/txns/withdraw')).toEqual([
        { currency: 'USDT-TRC20', amount: '20', memo: null, provider: 'cryptobot' },
      ]);
    });

    it('switching back to an address shows the field again and needs an address', async () => {
      enter('on');
      setupApi();
      const { user, panel } = await openWithdrawForm();
      await user.click(await within(panel).findByRole('radio', { name: 'My crypto-bot wallet' }));
      expect(within(panel).queryByTestId('withdraw-address')).toBeNull();
      await user.click(within(panel).getByRole('radio', { name: 'A wallet address' }));
      await user.type(within(panel).getByTestId('withdraw-amount'), '20{Enter}');
      expect(within(panel).getByTestId('withdraw-address-error').textContent).toBe(
        'This field is required',
      );
      expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    });

    it('is not offered outside bot mode, nor for a method Crypto Pay does not pay in', async () => {
      enter('off');
      setupApi();
      const web = await openWithdrawForm();
      expect(within(web.panel).queryByTestId('withdraw-destination')).toBeNull();
      expect(within(web.panel).getByTestId('withdraw-address')).toBeTruthy();
      web.unmount();

      enter('on');
      setupApi([usdtTrc20, toncoin]);
      const bot = await openWithdrawForm();
      expect(within(bot.panel).queryByTestId('withdraw-destination')).toBeNull();
      expect(within(bot.panel).getByTestId('withdraw-address')).toBeTruthy();
    });
  },
);
