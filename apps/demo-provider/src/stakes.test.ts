import { describe, expect, it } from 'vitest';
import { formatUnits, gamePage } from './page';
import { player } from './play';
import type { RoundKeeper } from './rounds';
import { playSessions, type GameCode } from './sessions';
import { demoBalance, LADDER_CURRENCIES, stakeLadder } from './stakes';

/** A wallet that takes every bet and pays every win, recording the amounts. */
function acceptingWallet() {
  const amounts: Array<[string, number]> = [];
  const rounds = {
    async bet(_session: unknown, stake: number) {
      amounts.push(['bet', stake]);
      return { round: `r${amounts.length}`, transaction: `t${amounts.length}`, balance: 0 };
    },
    async settle(_session: unknown, _round: string, payout: number) {
      amounts.push(['win', payout]);
      return 0;
    },
  } as unknown as RoundKeeper;
  return { rounds, amounts };
}

const sessions = playSessions();
const session = (code: GameCode, currency: string, mode: 'real' | 'demo' = 'real') =>
  sessions.create({ code, mode, currency, token: 'tok', user: 'player-1' });

/** The provider's currencies at the operator (apps/server/…/provider-api/demo-provider.ts). */
const REGISTERED = ['USD', 'EUR', 'RUB', 'USDT', 'BTC', 'TON'];

describe('the stake ladder of each session currency', () => {
  it('offers only whole protocol units, rising, with the preset on the ladder', () => {
    for (const currency of [...REGISTERED, ...LADDER_CURRENCIES, 'XYZ']) {
      const { stakes, preset } = stakeLadder(currency);
      expect(stakes.length, currency).toBeGreaterThanOrEqual(5);
      for (const [index, stake] of stakes.entries()) {
        expect(Number.isSafeInteger(stake) && stake >= 1, `${currency} ${stake}`).toBe(true);
        if (index > 0) expect(stake, currency).toBeGreaterThan(stakes[index - 1]!);
      }
      expect(stakes, currency).toContain(preset);
      // A stake a thousand times the smallest at most, as the dollar's 0.10 to 100.
      expect(stakes.at(-1)! / stakes[0]!, currency).toBeLessThanOrEqual(1000);
    }
  });

  it('scales each currency to its worth, and gives an unknown one the dollar’s', () => {
    expect(stakeLadder('USD').stakes).toEqual([
      10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_500_000, 10_000_000,
    ]);
    expect(stakeLadder('EUR')).toEqual(stakeLadder('USD'));
    expect(stakeLadder('USDT')).toEqual(stakeLadder('USD'));
    expect(stakeLadder('XYZ')).toEqual(stakeLadder('USD'));
    // 10 to 10,000 roubles.
    expect(stakeLadder('RUB').stakes[0]).toBe(10 * 100_000);
    expect(stakeLadder('RUB').stakes.at(-1)).toBe(10_000 * 100_000);
    // 0.00001 BTC (the protocol's smallest amount, 1 unit) to 0.002 BTC.
    expect(stakeLadder('BTC').stakes[0]).toBe(1);
    expect(stakeLadder('BTC').stakes.at(-1)).toBe(200);
    expect(stakeLadder('btc')).toEqual(stakeLadder('BTC'));
    expect(stakeLadder('TON').stakes[0]).toBe(5_000);
    expect(stakeLadder('TON').stakes.at(-1)).toBe(3_000_000);
  });

  it('is what play accepts: a BTC session stakes BTC amounts, not dollar ones', async () => {
    const wallet = acceptingWallet();
    const games = player(wallet.rounds);
    const btc = session('slot', 'BTC');
    await expect(games.act(btc, 'spin', { stake: 100_000 })).rejects.toMatchObject({
      status: 'bad_stake',
    });
    await games.act(btc, 'spin', { stake: 1 });
    await games.act(session('crash', 'RUB'), 'play', { stake: 10_000 * 100_000, target: 200 });
    await games.act(session('roulette', 'BTC'), 'spin', { bets: [{ kind: 'red', stake: 2 }] });
    await games.act(session('baccarat', 'TON'), 'deal', {
      bets: [{ spot: 'banker', stake: 5_000 }],
    });
    await games.act(session('wheel', 'RUB'), 'spin', {
      bets: [{ spot: '1', stake: 10 * 100_000 }],
    });
    await games.act(session('sicbo', 'BTC'), 'roll', { bets: [{ spot: 'big', stake: 200 }] });
    await games.act(session('hilo', 'BTC'), 'deal', { stake: 5 });
    await expect(
      games.act(session('sicbo', 'RUB'), 'roll', { bets: [{ spot: 'big', stake: 10_000 }] }),
    ).rejects.toMatchObject({ status: 'bad_stake' });
    expect(wallet.amounts.filter(([kind]) => kind === 'bet').map(([, amount]) => amount)).toEqual([
      1,
      10_000 * 100_000,
      2,
      5_000,
      10 * 100_000,
      200,
      5,
    ]);
  });

  it('gives a demo session fun money worth a thousand preset stakes of its currency', () => {
    expect(session('slot', 'USD', 'demo').funBalance).toBe(1000 * 100_000);
    expect(session('slot', 'RUB', 'demo').funBalance).toBe(100_000 * 100_000);
    expect(session('slot', 'BTC', 'demo').funBalance).toBe(demoBalance('BTC'));
    expect(demoBalance('BTC')).toBe(1000);
  });
});

describe('the stake selector of a game page', () => {
  const optionsOf = (html: string) =>
    [...html.matchAll(/<option value="(\d+)"( selected)?>([^<]*)<\/option>/g)].map(
      ([, value, selected, label]) => ({ value: Number(value), selected: !!selected, label }),
    );

  it('lists the session currency’s ladder as the frame shows amounts, the preset chosen', () => {
    const btc = optionsOf(gamePage({ code: 'slot', lang: 'en', session: session('slot', 'BTC') }));
    expect(btc.map(({ label }) => label)).toEqual([
      '0.00001',
      '0.00002',
      '0.00005',
      '0.0001',
      '0.0002',
      '0.0005',
      '0.001',
      '0.002',
    ]);
    expect(btc.filter(({ selected }) => selected)).toEqual([
      { value: 1, selected: true, label: '0.00001' },
    ]);
    const usd = optionsOf(gamePage({ code: 'hilo', lang: 'ru', session: session('hilo', 'USD') }));
    expect(usd.map(({ label }) => label)).toEqual([
      '0.10',
      '0.50',
      '1.00',
      '2.00',
      '5.00',
      '10.00',
      '25.00',
      '100.00',
    ]);
    expect(usd.find(({ selected }) => selected)?.value).toBe(100_000);
    const rub = optionsOf(
      gamePage({ code: 'wheel', lang: 'kk', session: session('wheel', 'RUB') }),
    );
    expect(rub.map(({ label }) => label).at(-1)).toBe('10000.00');
  });

  it('formats amounts as frame.js does', () => {
    expect(formatUnits(1)).toBe('0.00001');
    expect(formatUnits(10_000)).toBe('0.10');
    expect(formatUnits(2_500_000)).toBe('25.00');
    expect(formatUnits(123_456_789)).toBe('1234.56789');
  });

  it('says on the hi-lo page, in each language, what becomes of a round left open', () => {
    for (const lang of ['en', 'ru', 'uk', 'kk'] as const) {
      const html = gamePage({
        code: 'hilo',
        lang,
        session: session('hilo', 'USD'),
        idleMinutes: 7,
      });
      expect(html).toMatch(/data-testid="hilo-rules">[^<]*7[^<]*</);
      expect(html).toMatch(/class="cards" data-texts="[^"]*resumed/);
    }
  });

  it('gives the slot’s symbols their names in the page’s language, for screen readers', () => {
    const symbolsOf = (lang: 'en' | 'ru') => {
      const html = gamePage({ code: 'slot', lang, session: session('slot', 'USD') });
      const texts = /id="reels"[^>]*data-texts="([^"]*)"/.exec(html)?.[1] ?? '{}';
      return JSON.parse(texts.replaceAll('&#34;', '"')) as Record<string, string>;
    };
    expect(symbolsOf('en')).toMatchObject({ cherry: 'Cherry', seven: 'Seven' });
    expect(symbolsOf('ru')).toMatchObject({ cherry: 'Вишня', seven: 'Семёрка' });
  });
});
