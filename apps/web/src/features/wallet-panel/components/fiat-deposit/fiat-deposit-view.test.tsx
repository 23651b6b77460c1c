import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { FiatOrder } from '@wheelhouse/contracts/fiat';
import { openWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { errorBody } from '../../../../test/mock-api';
import { fiatMethod, fiatOrder } from '../../test/fiat-deposit-fixtures';
import { asDesktop, cryptoMethod, setupWithdrawApi } from '../../test/withdraw-fixtures';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

/** Lets the countdown tick `seconds` times (each tick renders and schedules the next). */
async function tick(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

const findToast = (text: string) => screen.findByText(text, { selector: '[data-title]' });

/** 1×1 PNG: the rules recognise receipts by content. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const rubCard = fiatMethod('rub-card', { name: 'Card RUB', priority: 100 });
const sbp = fiatMethod('rub-sbp', { name: 'SBP', method: 'sbp', priority: 90 });
const wise = fiatMethod(
  'wise',
  { name: 'Wise', method: 'ewallet', currency: 'PLN', priority: 10 },
  { externalDetailsFields: { required: ['email'], optional: ['phone'] } },
);
const steam = fiatMethod('steam', { name: 'Steam', method: 'steam', priority: 95 });
const sellOnly = fiatMethod('uah-sell', { name: 'UAH payout', priority: 99, buy: null });
const single = fiatMethod(
  'kzt-card',
  { name: 'Card KZT', priority: 5 },
  { multiplyOrdersAllowed: false },
);
const conditions = { methods: [wise, rubCard, sellOnly, steam, sbp, single], other: ['steam'] };

const EXPIRES = Math.floor(Date.now() / 1000) + 900;

function setup(routes: Parameters<typeof setupWithdrawApi>[0] = {}) {
  return setupWithdrawApi({
    'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [cryptoMethod('USDT-TRC20')] },
    'GET /api/v2/wallet/orders/conditions': { status: 200, body: conditions },
    'POST /api/v2/wallet/orders/buy': ({ body }) => ({
      status: 200,
      body: fiatOrder(
        { id: 'order-1', valueFrom: `${(body as { amount: string }).amount}.00` },
        EXPIRES,
      ),
    }),
    'GET /api/v1/wallet/orders/buy/order-1': { status: 200, body: fiatOrder({}, EXPIRES) },
    ...routes,
  });
}

async function openDeposit() {
  asDesktop();
  const user = userEvent.setup();
  const { renderApp } = await import('../../../../test/render-app');
  const app = renderApp('/en');
  await screen.findByTestId('header-avatar');
  act(() => openWalletPanel('deposit'));
  const panel = await screen.findByTestId('wallet-panel');
  return { ...app, user, panel };
}

async function chooseMethod(
  panel: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  id: string,
) {
  await user.click(await within(panel).findByTestId(`payment-method-fiat-${id}`));
}

const cardIds = (section: HTMLElement) =>
  within(section)
    .queryAllByTestId(/^payment-method-fiat-/)
    .map((card) => card.dataset.testid!.replace('payment-method-fiat-', ''));

describe('fiat method grid (cashier spec §2, §9)', { timeout: 30_000 }, () => {
  it('deposit: buy methods by priority in the fiat group, the "other" ids apart; withdraw: sell methods', async () => {
    setup();
    const { panel, user } = await openDeposit();
    const fiat = await within(panel).findByRole('region', { name: 'Bank and card' });
    // Tablet: 4 cards; the 4 buy methods fit.
    expect(cardIds(fiat)).toEqual(['rub-card', 'rub-sbp', 'wise', 'kzt-card']);
    expect(cardIds(within(panel).getByRole('region', { name: 'Other methods' }))).toEqual([
      'steam',
    ]);
    expect(within(panel).getByRole('region', { name: 'Crypto' })).toBeTruthy();

    await user.click(within(panel).getByTestId('wallet-tab-withdraw'));
    const sellGroup = await within(panel).findByRole('region', { name: 'Bank and card' });
    // 5 sell methods: 3 cards, then the "other" button in the 4th slot.
    expect(cardIds(sellGroup)).toEqual(['rub-card', 'uah-sell', 'rub-sbp']);
    await user.click(within(sellGroup).getByTestId('payment-methods-other-fiat'));
    expect(cardIds(sellGroup)).toEqual(['rub-card', 'uah-sell', 'rub-sbp', 'wise', 'kzt-card']);
  });

  it('a failed list says so with a retry, asks once (no automatic retry), and keeps crypto', async () => {
    let calls = 0;
    setup({
      'GET /api/v2/wallet/orders/conditions': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: conditions };
      },
    });
    const { panel, user } = await openDeposit();
    const error = await within(panel).findByTestId('fiat-methods-error');
    expect(error.textContent).toContain('The bank and card methods could not be loaded');
    expect(within(panel).getByTestId('payment-method-USDT-TRC20')).toBeTruthy();
    expect(calls).toBe(1);
    await user.click(within(error).getByText('Try again'));
    await within(panel).findByTestId('payment-method-fiat-rub-card');
    expect(calls).toBe(2);
  });

  it('no methods at all: the empty state', async () => {
    setup({
      'GET /api/v1/wallet/currencies/bonus': { status: 200, body: [] },
      'GET /api/v2/wallet/orders/conditions': { status: 200, body: { methods: [], other: [] } },
    });
    const { panel } = await openDeposit();
    expect((await within(panel).findByTestId('payment-methods-empty')).textContent).toContain(
      'No payment methods',
    );
  });
});

describe('fiat deposit (cashier spec §4, §5, §8)', { timeout: 30_000 }, () => {
  it('form → order → details with copy and countdown → receipt → pending', async () => {
    const writeText = vi.fn(async () => {});
    const api = setup({
      'POST /api/v1/wallet/orders/buy/order-1/paid': {
        status: 200,
        body: fiatOrder({ status: 'wait_for_confirmation' }, EXPIRES),
      },
    });
    const { panel, user } = await openDeposit();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await chooseMethod(panel, user, 'rub-card');

    // Presets within 500–100000; the third is the default.
    const amount = (await within(panel).findByTestId('fiat-deposit-amount')) as HTMLInputElement;
    expect(amount.value).toBe('5000');
    expect(within(panel).getAllByTestId('fiat-deposit-preset')).toHaveLength(4);
    // Digits only; below the minimum names it.
    await user.clear(amount);
    await user.type(amount, '1a0,0');
    expect(amount.value).toBe('100');
    await user.click(within(panel).getByTestId('fiat-deposit-submit'));
    expect(within(panel).getByTestId('fiat-deposit-amount-error').textContent).toBe(
      'The minimum is 500 RUB',
    );
    expect(api.calls('POST /api/v2/wallet/orders/buy')).toHaveLength(0);
    await user.click(within(panel).getAllByTestId('fiat-deposit-preset')[1]!);
    await user.click(within(panel).getByTestId('fiat-deposit-submit'));

    const details = await within(panel).findByTestId('fiat-deposit-details');
    expect(api.calls('POST /api/v2/wallet/orders/buy')[0]).toMatchObject({
      amount: '2000',
      bankId: 'rub-card',
      externalFields: {},
      callbackUrl: expect.any(String),
    });
    expect(within(details).getByTestId('fiat-recipient-bank').textContent).toBe('Demo Bank');
    expect(within(details).getByTestId('fiat-card').textContent).toBe('2200 1234 5678 9012');
    expect(within(details).getByTestId('fiat-recipient').textContent).toBe('Ivan Petrov');
    expect(within(details).getByRole('timer')).toBeTruthy();
    expect(within(details).getByTestId('fiat-waiting-notice')).toBeTruthy();
    // The non-submit step: blank title, no close button.
    const heading = within(panel).getByRole('heading');
    expect(heading.textContent).toBe('Payment details');
    expect(heading.querySelector('.sr-only')).not.toBeNull();
    expect(within(panel).queryByLabelText('Close')).toBeNull();

    await user.click(within(details).getByTestId('fiat-card-copy'));
    expect(writeText).toHaveBeenCalledWith('2200 1234 5678 9012');
    expect(await findToast('Card number copied')).toBeTruthy();

    // I have paid → the submit step; back returns to the instructions.
    await user.click(within(details).getByTestId('fiat-i-have-paid'));
    const form = await within(panel).findByTestId('fiat-receipt-form');
    expect(within(panel).getByLabelText('Close')).toBeTruthy();
    await user.click(within(panel).getByTestId('wallet-back'));
    await user.click(await within(panel).findByTestId('fiat-i-have-paid'));

    // Empty: both required.
    await user.click(await within(panel).findByTestId('fiat-receipt-submit'));
    expect(within(panel).getByTestId('fiat-receipt-name-error').textContent).toBe(
      'This field is required',
    );
    expect(within(panel).getByTestId('fiat-receipt-file-error').textContent).toBe(
      'This field is required',
    );
    expect(form).toBeTruthy();

    // A text file is refused before it is read.
    fireEvent.change(within(panel).getByTestId('fiat-receipt-file'), {
      target: { files: [new File(['hello'], 'note.txt', { type: 'text/plain' })] },
    });
    expect(within(panel).getByTestId('fiat-receipt-file-error').textContent).toBe(
      'Choose a JPEG, PNG, WebP or PDF file',
    );

    await user.type(within(panel).getByTestId('fiat-receipt-name'), 'Ivan Ivanov');
    fireEvent.change(within(panel).getByTestId('fiat-receipt-file'), {
      target: { files: [new File([PNG], 'receipt.png', { type: 'image/png' })] },
    });
    await within(panel).findByText('Chosen: receipt.png');
    await user.click(within(panel).getByTestId('fiat-receipt-submit'));

    expect(await within(panel).findByTestId('pending-deposit')).toBeTruthy();
    const paid = api.calls('POST /api/v1/wallet/orders/buy/order-1/paid')[0] as {
      name: string;
      fileName: string;
      fileContent: string;
    };
    expect(paid.name).toBe('Ivan Ivanov');
    expect(paid.fileName).toBe('receipt.png');
    expect(Uint8Array.from(atob(paid.fileContent), (char) => char.charCodeAt(0))).toEqual(PNG);
  });

  it('a method with one open order at a time resumes it; without one, the form', async () => {
    let open: FiatOrder | null = fiatOrder({ id: 'order-1' }, EXPIRES);
    const api = setup({
      'GET /api/v2/wallet/orders/not-expired': () => ({ status: 200, body: { order: open } }),
    });
    const { panel, user } = await openDeposit();
    await chooseMethod(panel, user, 'kzt-card');
    expect(await within(panel).findByTestId('fiat-deposit-details')).toBeTruthy();
    expect(api.calls('GET /api/v2/wallet/orders/not-expired')).toHaveLength(1);

    open = null;
    await user.click(within(panel).getByTestId('wallet-back'));
    await chooseMethod(panel, user, 'kzt-card');
    expect(await within(panel).findByTestId('fiat-deposit-form')).toBeTruthy();

    // A method that allows several orders never asks.
    await user.click(within(panel).getByTestId('wallet-back'));
    await chooseMethod(panel, user, 'rub-card');
    await within(panel).findByTestId('fiat-deposit-form');
    expect(api.calls('GET /api/v2/wallet/orders/not-expired')).toHaveLength(2);
  });

  it('external fields: the additional-details step, checked by the rules, optional sent when present', async () => {
    const api = setup({
      'GET /api/v1/wallet/orders/buy/order-1': {
        status: 200,
        body: fiatOrder(
          {
            status: 'pay_external_invoice',
            url: 'https://pay.example/invoice/1',
            meta: { external_info: { target: 'iframe' } },
          },
          EXPIRES,
        ),
      },
    });
    const { panel, user } = await openDeposit();
    await chooseMethod(panel, user, 'wise');
    await user.click(await within(panel).findByTestId('fiat-deposit-submit'));
    const email = await within(panel).findByTestId('fiat-deposit-field-email');
    expect(within(panel).getByTestId('fiat-deposit-field-phone')).toBeTruthy();
    await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));
    expect(within(panel).getByTestId('fiat-deposit-field-email-error').textContent).toBe(
      'This field is required',
    );
    await user.type(email, 'not-an-email');
    expect(within(panel).getByTestId('fiat-deposit-field-email-error').textContent).toBe(
      'Enter a valid email address',
    );
    await user.clear(email);
    await user.type(email, 'player@example.com');
    await user.click(within(panel).getByTestId('fiat-deposit-additional-submit'));

    // The external invoice opens in a frame inside the view.
    const frame = await within(panel).findByTestId('fiat-external-frame');
    expect(frame.getAttribute('src')).toBe('https://pay.example/invoice/1');
    expect(api.calls('POST /api/v2/wallet/orders/buy')[0]).toMatchObject({
      bankId: 'wise',
      externalFields: { email: 'player@example.com' },
    });

    // Back from the details goes to the deposit tab.
    await user.click(within(panel).getByTestId('wallet-back'));
    expect(within(panel).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('an external invoice for a new window: opened, or a visible link when the browser blocks it', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    setup({
      'GET /api/v1/wallet/orders/buy/order-1': {
        status: 200,
        body: fiatOrder(
          {
            status: 'pay_external_invoice',
            url: 'https://pay.example/invoice/2',
            meta: { external_info: { target: 'blank' } },
          },
          EXPIRES,
        ),
      },
    });
    const { panel, user } = await openDeposit();
    await chooseMethod(panel, user, 'rub-card');
    await user.click(await within(panel).findByTestId('fiat-deposit-submit'));
    const link = await within(panel).findByTestId('fiat-external-link');
    expect(open).toHaveBeenCalledWith('https://pay.example/invoice/2', '_blank');
    expect(link.getAttribute('href')).toBe('https://pay.example/invoice/2');
    // The blocked notice follows the window attempt in a later render.
    await waitFor(() =>
      expect(within(panel).getByTestId('fiat-external').textContent).toContain(
        'Your browser blocked the payment window',
      ),
    );
    // The player can still say they paid.
    expect(within(panel).getByTestId('fiat-i-have-paid')).toBeTruthy();
  });

  it('a catalogue error shows its toast with key and time; another, the generic deposit failure', async () => {
    let answer = { status: 409, body: errorBody('error_orders_limit', { key: 'req-77' }) };
    setup({ 'POST /api/v2/wallet/orders/buy': () => answer });
    const { panel, user } = await openDeposit();
    await chooseMethod(panel, user, 'rub-card');
    await user.click(await within(panel).findByTestId('fiat-deposit-submit'));
    expect(
      await findToast('You have too many open orders. Finish or cancel one first.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Error req-77/)).toBeTruthy();

    answer = { status: 503, body: errorBody('service_unavailable') };
    await user.click(within(panel).getByTestId('fiat-deposit-submit'));
    expect(await findToast('The deposit could not be created')).toBeTruthy();
    expect(within(panel).getByTestId('fiat-deposit-form')).toBeTruthy();
  });

  it('the countdown reaching zero opens the error view: retry starts a new order form, another method goes to the tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Far enough that a slow machine shows the details before the time runs out by itself (the
    // fake clock also follows real time), near enough to tick through.
    const soon = Math.floor(Date.now() / 1000) + 30;
    setup({
      'POST /api/v2/wallet/orders/buy': { status: 200, body: fiatOrder({}, soon) },
      'GET /api/v1/wallet/orders/buy/order-1': { status: 200, body: fiatOrder({}, soon) },
    });
    const { panel } = await openDeposit();
    fireEvent.click(await within(panel).findByTestId('payment-method-fiat-rub-card'));
    fireEvent.click(await within(panel).findByTestId('fiat-deposit-submit'));
    await within(panel).findByTestId('fiat-deposit-details');

    await tick(32);
    const error = await within(panel).findByTestId('error-deposit');
    expect(within(panel).getByRole('heading').textContent).toBe('Deposit failed');
    expect(error.textContent).toContain('The time to pay this order has run out');

    fireEvent.click(within(error).getByTestId('error-retry'));
    expect(await within(panel).findByTestId('fiat-deposit-form')).toBeTruthy();

    // The order answered is already past its time: straight to the error view.
    fireEvent.click(within(panel).getByTestId('fiat-deposit-submit'));
    fireEvent.click(await within(panel).findByTestId('error-another-method'));
    await waitFor(() =>
      expect(within(panel).getByTestId('wallet-tab-deposit').getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
  });
});
