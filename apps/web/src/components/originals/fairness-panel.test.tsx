import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/games-fixtures';
import { makeUser, mockApi } from '../../test/mock-api';
import { betsPage, FAIR_VECTOR, makeBet, makeSeeds } from '../../test/originals-fixtures';
import { FairnessPanel } from './fairness-panel';

const genuine = makeBet({ id: '11', nonce: 0 });
const real = makeBet({ id: '12', nonce: 1 });
// What a dishonest server could have recorded: a roll the seeds do not give.
const tampered = { ...real, outcome: { ...real.outcome, roll: 1, rollText: '0.01', won: false } };
const unrevealed = makeBet({ id: '13', nonce: 2, serverSeed: null });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/originals/seeds': { status: 200, body: makeSeeds() },
    'GET /api/v1/originals/bets': {
      status: 200,
      body: betsPage([unrevealed, tampered, genuine]),
    },
    ...routes,
  });
  renderWithProviders(<FairnessPanel game="dice" />);
  return { api, user: userEvent.setup() };
}

const result = () => screen.getByTestId('verify-result');

describe('FairnessPanel', () => {
  it('shows the hashed server seed, the client seed and the next nonce', async () => {
    setup();
    expect((await screen.findByTestId('server-seed-hash')).textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId<HTMLInputElement>('client-seed-input').value).toBe('my-seed');
    expect(screen.getByTestId('seed-nonce').textContent).toBe('3');
  });

  it('recomputes a picked bet in the browser and finds it matches', async () => {
    const { user } = setup();
    const picker = await screen.findByTestId<HTMLSelectElement>('verify-pick');
    await waitFor(() => expect(picker.options).toHaveLength(4));
    await user.selectOptions(picker, '11');
    expect(screen.getByTestId<HTMLInputElement>('verify-serverSeed').value).toBe(
      FAIR_VECTOR.serverSeed,
    );
    await user.click(screen.getByTestId('verify-submit'));
    expect(result().getAttribute('data-status')).toBe('match');
    expect(result().textContent).toContain('Verified: the result matches');
    expect(result().textContent).toContain('"rollText": "77.71"');
  });

  it('flags a recorded result the seeds do not produce as a mismatch', async () => {
    const { user } = setup();
    const picker = await screen.findByTestId<HTMLSelectElement>('verify-pick');
    await waitFor(() => expect(picker.options).toHaveLength(4));
    await user.selectOptions(picker, '12');
    await user.click(screen.getByTestId('verify-submit'));
    expect(result().getAttribute('data-status')).toBe('mismatch');
    expect(result().textContent).toContain('The recomputed outcome differs from the recorded one');
    expect(result().textContent).toContain('The server seed hashes to the committed hash');
  });

  it('checks pasted seeds: a wrong hash is a mismatch, a malformed seed is an input error', async () => {
    const { user } = setup();
    await screen.findByTestId('verify-pick');
    await user.type(screen.getByTestId('verify-serverSeed'), FAIR_VECTOR.serverSeed);
    await user.type(screen.getByTestId('verify-serverSeedHash'), 'b'.repeat(64));
    await user.type(screen.getByTestId('verify-clientSeed'), FAIR_VECTOR.clientSeed);
    await user.type(screen.getByTestId('verify-nonce'), '0');
    await user.click(screen.getByTestId('verify-params'));
    await user.paste('{"direction":"under","target":"50.00"}');
    await user.click(screen.getByTestId('verify-submit'));
    expect(result().getAttribute('data-status')).toBe('mismatch');
    expect(result().textContent).toContain('does not hash to the committed hash');

    await user.type(screen.getByTestId('verify-serverSeed'), 'z');
    await user.click(screen.getByTestId('verify-submit'));
    expect(result().getAttribute('data-status')).toBe('invalid');
    expect(result().textContent).toBe('Check the field “serverSeed”');
  });

  it('asks to rotate for a bet whose seed is secret, and rotating reveals it', async () => {
    const revealed = {
      serverSeed: FAIR_VECTOR.serverSeed,
      serverSeedHash: FAIR_VECTOR.serverSeedHash,
      clientSeed: 'my-seed',
      lastNonce: 2,
    };
    const { user, api } = setup({
      'POST /api/v1/originals/seeds/rotate': {
        status: 200,
        body: {
          revealed,
          current: { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
        },
      },
    });
    const picker = await screen.findByTestId<HTMLSelectElement>('verify-pick');
    await waitFor(() => expect(picker.options).toHaveLength(4));
    await user.selectOptions(picker, '13');
    expect(screen.getByTestId('verify-needs-rotation')).toBeTruthy();

    await user.click(screen.getByTestId('rotate-seeds'));
    expect((await screen.findByTestId('revealed-server-seed')).textContent).toBe(
      FAIR_VECTOR.serverSeed,
    );
    expect(screen.getByTestId('server-seed-hash').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('seed-nonce').textContent).toBe('0');
    // The history is asked again, so bets of the old pair carry their revealed seed.
    await waitFor(() => expect(api.calls('GET /api/v1/originals/bets')).toHaveLength(2));
  });

  it('validates the client seed before saving it', async () => {
    const { user, api } = setup({
      'PUT /api/v1/originals/seeds/client': {
        status: 200,
        body: makeSeeds({ clientSeed: 'lucky-7' }),
      },
    });
    const field = await screen.findByTestId<HTMLInputElement>('client-seed-input');
    await user.clear(field);
    await user.type(field, 'ключ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Use letters, digits and keyboard symbols only',
    );
    expect(api.calls('PUT /api/v1/originals/seeds/client')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'lucky-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/v1/originals/seeds/client')).toEqual([{ clientSeed: 'lucky-7' }]),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
