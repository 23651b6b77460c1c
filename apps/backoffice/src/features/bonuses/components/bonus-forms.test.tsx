import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CONDITIONS = {
  id: 3,
  personalId: null,
  type: 'promo',
  minDepositNumber: 0,
  minDeposit: '0.00',
  maxDeposit: null,
  amountMultiplier: '0',
  freespinsCount: 0,
  freespinsAmount: '0.00',
  wager: '3',
  wagerFreespins: '0',
  wagerMaxBet: '5.00',
  maxAmount: '10.00',
  maxAmountMultiplier: null,
  freespinsMaxAmount: null,
  freespinsMaxAmountMultiplier: null,
  deadlineHours: 48,
  gamesWagers: [{ kind: 'category', value: 'table', weight: 10 }],
  currency: 'USD',
};
const TEMPLATE = {
  id: 3,
  type: 'promo',
  texts: { en: { title: 'Spring promo', description: '10 USD' } },
  active: true,
  sortOrder: 0,
  conditions: CONDITIONS,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};
const CODE = {
  id: 5,
  code: 'SPRING',
  templateId: 3,
  maxRedemptions: 10,
  redemptions: 4,
  validFrom: null,
  validUntil: null,
  countries: ['DE'],
  currencies: [],
  active: true,
  createdAt: '2030-01-01T10:00:00.000Z',
};

function bonusApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['finance']),
    'GET /api/admin/bonus-templates': { status: 200, body: { items: [TEMPLATE] } },
    'GET /api/admin/promo-codes': { status: 200, body: { items: [CODE] } },
    ...extra,
  });
}

/** The message shown under a field: the element its aria-describedby names. */
function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('bonus templates', () => {
  it('lists the templates with their terms and opens one in its form', async () => {
    bonusApi();
    renderApp('/bonuses/templates');
    const table = await screen.findByTestId('templates-table');
    expect(within(table).getByText(/× 3, 48 h/)).toBeTruthy();
    await userEvent.click(within(table).getByRole('link', { name: 'Spring promo' }));
    const form = await screen.findByTestId('template-form');
    expect((within(form).getByLabelText('Largest bonus (USD)') as HTMLInputElement).value).toBe(
      '10.00',
    );
    expect((within(form).getByLabelText('Largest deposit (USD)') as HTMLInputElement).value).toBe(
      '',
    );
    expect((within(form).getByLabelText('Weight, %') as HTMLInputElement).value).toBe('10');
  });

  it('the contract checks the form first; the server’s field errors show under nested fields', async () => {
    const api = bonusApi({
      'POST /api/admin/bonus-templates': {
        status: 400,
        body: errorBody('validation_error', {
          fields: {
            minDepositNumber: { key: 'Validation.min_value', params: { min: 1 } },
            'gamesWagers.0.value': { key: 'Validation.not_found' },
          },
        }),
      },
    });
    renderApp('/bonuses/templates/new');
    const form = await screen.findByTestId('template-form');
    const title = within(form).getByLabelText('Title (EN)');
    await userEvent.clear(within(form).getByLabelText('Bonus = deposit ×'));
    await userEvent.type(within(form).getByLabelText('Bonus = deposit ×'), '1,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the template' }));
    await waitFor(() => expect(errorUnder(title)).toBe('This field is required'));
    expect(errorUnder(within(form).getByLabelText('Bonus = deposit ×'))).toBe('Check this value');
    expect(api.calls('POST /api/admin/bonus-templates')).toHaveLength(0);

    await userEvent.type(title, 'Welcome 1');
    await userEvent.clear(within(form).getByLabelText('Bonus = deposit ×'));
    await userEvent.type(within(form).getByLabelText('Bonus = deposit ×'), '1.5');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Welcome step');
    await userEvent.type(within(form).getByLabelText('Largest bonus (USD)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a weight' }));
    await userEvent.type(within(form).getByLabelText('Game slug or category'), 'nosuchgame');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the template' }));

    const step = within(form).getByLabelText('Deposit number (welcome step 1–4; 0 = none)');
    await waitFor(() => expect(errorUnder(step)).toBe('The value is too small'));
    expect(errorUnder(within(form).getByLabelText('Game slug or category'))).toBe(
      'Not found: choose another',
    );
    expect(document.activeElement).toBe(step);
    const [sent] = api.calls('POST /api/admin/bonus-templates');
    expect(sent!.body).toMatchObject({
      type: 'welcome',
      texts: { en: { title: 'Welcome 1', description: '' } },
      amountMultiplier: '1.5',
      maxAmount: '100',
      maxDeposit: null,
      wagerMaxBet: null,
      gamesWagers: [{ kind: 'game', value: 'nosuchgame', weight: 100 }],
    });
    // Russian left empty: the player app falls back to English.
    expect((sent!.body as { texts: object }).texts).not.toHaveProperty('ru');
  });

  it('free spins on a provider game: the slug goes in the PATCH; the server’s refusal shows under it', async () => {
    const api = bonusApi({
      'PATCH /api/admin/bonus-templates/3': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { freespinsGame: { key: 'Validation.not_found' } },
        }),
      },
    });
    renderApp('/bonuses/templates/3');
    const form = await screen.findByTestId('template-form');
    const game = within(form).getByLabelText('Game of the spins (slug)') as HTMLInputElement;
    expect(game.value).toBe('');
    await userEvent.type(game, 'no-such-game');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(game)).toBe('Not found: choose another'));
    const [sent] = api.calls('PATCH /api/admin/bonus-templates/3');
    expect(sent!.body).toMatchObject({ freespinsGame: 'no-such-game' });
  });
});

describe('promo codes', () => {
  it('lists codes with their redemption counts', async () => {
    bonusApi();
    renderApp('/bonuses/promo-codes');
    const table = await screen.findByTestId('promo-codes-table');
    const row = within(table).getByText('SPRING').closest('tr')!;
    expect(within(row).getByTestId('redemptions').textContent).toBe('4 of 10');
    expect(within(row).getByText('Spring promo')).toBeTruthy();
    expect(within(row).getByText(/DE · any currency/)).toBeTruthy();
  });

  it('creates a code with its limits; the server’s field errors show under the fields', async () => {
    let attempt = 0;
    const api = bonusApi({
      'POST /api/admin/promo-codes': ({ body }) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: errorBody('validation_error', {
              fields: { validUntil: { key: 'Validation.min_value', params: { min: 'validFrom' } } },
            }),
          };
        return { status: 200, body: { ...CODE, id: 6, ...(body as object), redemptions: 0 } };
      },
    });
    renderApp('/bonuses/promo-codes');
    await userEvent.click(await screen.findByTestId('new-promo-code'));
    const dialog = await screen.findByTestId('promo-dialog');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    await waitFor(() =>
      expect(errorUnder(within(dialog).getByLabelText('Bonus it gives'))).toBe(
        'This field is required',
      ),
    );
    expect(errorUnder(within(dialog).getByLabelText('Code'))).toBe('Check this value');

    await userEvent.clear(within(dialog).getByLabelText('Code'));
    await userEvent.type(within(dialog).getByLabelText('Code'), 'summer-25');
    await userEvent.selectOptions(within(dialog).getByLabelText('Bonus it gives'), '3');
    await userEvent.clear(within(dialog).getByLabelText('Redemptions in all'));
    await userEvent.type(within(dialog).getByLabelText('Redemptions in all'), '50');
    await userEvent.type(within(dialog).getByLabelText('Countries'), 'de, at');
    await userEvent.type(within(dialog).getByLabelText('Valid until'), '2030-02-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    await waitFor(() =>
      expect(errorUnder(within(dialog).getByLabelText('Valid until'))).toBe(
        'The value is too small',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the code' }));
    await screen.findByText('The promo code is created');
    const [first] = api.calls('POST /api/admin/promo-codes');
    expect(first!.body).toEqual({
      code: 'summer-25',
      templateId: 3,
      maxRedemptions: 50,
      validFrom: null,
      validUntil: new Date('2030-02-01T10:00').toISOString(),
      countries: ['DE', 'AT'],
      currencies: [],
      active: true,
    });
  });

  it('edits a code without its code: the limit and switch go in a PATCH', async () => {
    const api = bonusApi({
      'PATCH /api/admin/promo-codes/5': ({ body }) => ({
        status: 200,
        body: { ...CODE, ...(body as object) },
      }),
    });
    renderApp('/bonuses/promo-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'Promo code SPRING' }));
    const dialog = await screen.findByTestId('promo-dialog');
    expect(within(dialog).getByLabelText('Code')).toHaveProperty('readOnly', true);
    await userEvent.clear(within(dialog).getByLabelText('Redemptions in all'));
    await userEvent.type(within(dialog).getByLabelText('Redemptions in all'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH /api/admin/promo-codes/5')).toHaveLength(1));
    const [patch] = api.calls('PATCH /api/admin/promo-codes/5');
    expect(patch!.body).toMatchObject({ maxRedemptions: 20, countries: ['DE'], active: true });
    expect(patch!.body).not.toHaveProperty('code');
  });
});
