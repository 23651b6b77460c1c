import type { Database } from '../../platform/db/client';
import type { BonusEngine } from './engine';
import { newBonusId } from './engine';
import { promoRepository } from './promo-repository';
import type { NewTemplateRow } from './templates-repository';

/** USD (house currency, scale 6 in the demo) in minor units. */
const usd = (amount: number, scale: number) => BigInt(amount) * 10n ** BigInt(scale);
/** US cents in minor units of the house currency (scale 2 or more). */
const cents = (amount: number, scale: number) => BigInt(amount) * 10n ** BigInt(scale - 2);
/** A multiplier with 4 decimals: 1.2 → 12000n. */
const e4 = (value: number) => BigInt(Math.round(value * 10_000));

type Text = [title: string, description: string];
const texts = (en: Text, ru: Text, uk: Text, kk: Text) => ({
  en: { title: en[0], description: en[1] },
  ru: { title: ru[0], description: ru[1] },
  uk: { title: uk[0], description: uk[1] },
  kk: { title: kk[0], description: kk[1] },
});

/** The demo provider's slot the demo free rounds are granted on (games' demo catalogue). */
export const DEMO_FREE_ROUNDS_GAME = 'midnight-megaways';

/** The demo programme (domain/bonuses.md): a welcome package, everyday, promo and personal. */
function demoTemplates(scale: number): Array<NewTemplateRow & { key: string }> {
  const welcome = (
    step: number,
    percent: number,
    cap: number,
  ): NewTemplateRow & { key: string } => ({
    key: `welcome-${step}`,
    type: 'welcome',
    sortOrder: step,
    texts: texts(
      [
        `Welcome bonus: deposit ${step}`,
        `${percent}% of your deposit ${step} up to ${cap} USD, wager 40×, 30 days`,
      ],
      [
        `Приветственный бонус: депозит ${step}`,
        `${percent}% от депозита ${step} до ${cap} USD, вейджер 40×, 30 дней`,
      ],
      [
        `Вітальний бонус: депозит ${step}`,
        `${percent}% від депозиту ${step} до ${cap} USD, вейджер 40×, 30 днів`,
      ],
      [
        `Сәлемдесу бонусы: ${step}-депозит`,
        `${step}-депозиттің ${percent}%, ${cap} USD дейін, вейджер 40×, 30 күн`,
      ],
    ),
    minDepositNumber: step,
    minDepositMinor: usd(30, scale),
    amountMultiplierE4: e4(percent / 100),
    maxAmountMinor: usd(cap, scale),
    wagerE4: e4(40),
    wagerMaxBetMinor: usd(25, scale),
    deadlineHours: 720,
    gamesWagers: [{ kind: 'game', value: 'dice', weight: 50 }],
  });
  return [
    welcome(1, 120, 500),
    welcome(2, 150, 750),
    welcome(3, 100, 1000),
    {
      ...welcome(4, 100, 1500),
      texts: texts(
        [
          'Welcome bonus: deposit 4',
          '100% of your deposit 4 up to 1500 USD and 50 free spins of 0.20 USD on Wheelhouse Slot (winnings up to 100 USD, wager 30×), 30 days',
        ],
        [
          'Приветственный бонус: депозит 4',
          '100% от депозита 4 до 1500 USD и 50 фриспинов по 0,20 USD в Wheelhouse Slot (выигрыш до 100 USD, вейджер 30×), 30 дней',
        ],
        [
          'Вітальний бонус: депозит 4',
          '100% від депозиту 4 до 1500 USD і 50 фриспінів по 0,20 USD у Wheelhouse Slot (виграш до 100 USD, вейджер 30×), 30 днів',
        ],
        [
          'Сәлемдесу бонусы: 4-депозит',
          '4-депозиттің 100%, 1500 USD дейін, және Wheelhouse Slot ойынында 0,20 USD-тан 50 фриспин (ұтыс 100 USD дейін, вейджер 30×), 30 күн',
        ],
      ),
      freespinsCount: 50,
      freespinsAmountMinor: cents(20, scale),
      freespinsMaxAmountMinor: usd(100, scale),
      wagerFreespinsE4: e4(30),
    },
    {
      key: 'promo-spins',
      type: 'promo_freespins',
      sortOrder: 22,
      texts: texts(
        [
          '20 free spins',
          '20 spins of 0.50 USD on Wheelhouse Slot, winnings up to 50 USD, wager 25×, 3 days',
        ],
        [
          '20 фриспинов',
          '20 спинов по 0,50 USD в Wheelhouse Slot, выигрыш до 50 USD, вейджер 25×, 3 дня',
        ],
        [
          '20 фриспінів',
          '20 спінів по 0,50 USD у Wheelhouse Slot, виграш до 50 USD, вейджер 25×, 3 дні',
        ],
        [
          '20 фриспин',
          'Wheelhouse Slot ойынында 0,50 USD-тан 20 спин, ұтыс 50 USD дейін, вейджер 25×, 3 күн',
        ],
      ),
      freespinsCount: 20,
      freespinsAmountMinor: cents(50, scale),
      freespinsMaxAmountMinor: usd(50, scale),
      wagerFreespinsE4: e4(25),
      deadlineHours: 72,
    },
    {
      // Free rounds on a third-party slot: its provider (apps/demo-provider) is granted them when
      // the player opens the game for real money, and plays them before paid spins.
      key: 'promo-provider-spins',
      type: 'promo_freespins',
      sortOrder: 23,
      texts: texts(
        [
          '10 free spins on Midnight Megaways',
          '10 spins of 0.20 USD on Midnight Megaways, winnings up to 20 USD, wager 20×, 7 days',
        ],
        [
          '10 фриспинов в Midnight Megaways',
          '10 спинов по 0,20 USD в Midnight Megaways, выигрыш до 20 USD, вейджер 20×, 7 дней',
        ],
        [
          '10 фриспінів у Midnight Megaways',
          '10 спінів по 0,20 USD у Midnight Megaways, виграш до 20 USD, вейджер 20×, 7 днів',
        ],
        [
          'Midnight Megaways ойынында 10 фриспин',
          'Midnight Megaways ойынында 0,20 USD-тан 10 спин, ұтыс 20 USD дейін, вейджер 20×, 7 күн',
        ],
      ),
      freespinsCount: 10,
      freespinsAmountMinor: cents(20, scale),
      freespinsMaxAmountMinor: usd(20, scale),
      wagerFreespinsE4: e4(20),
      freespinsGame: DEMO_FREE_ROUNDS_GAME,
      deadlineHours: 168,
    },
    {
      key: 'everyday',
      type: 'everyday',
      sortOrder: 10,
      texts: texts(
        ['Everyday bonus', '10% of one deposit a day up to 100 USD, wager 10×, 3 days'],
        ['Ежедневный бонус', '10% от одного депозита в день до 100 USD, вейджер 10×, 3 дня'],
        ['Щоденний бонус', '10% від одного депозиту на день до 100 USD, вейджер 10×, 3 дні'],
        ['Күнделікті бонус', 'Күніне бір депозиттің 10%, 100 USD дейін, вейджер 10×, 3 күн'],
      ),
      minDepositMinor: usd(20, scale),
      amountMultiplierE4: e4(0.1),
      maxAmountMinor: usd(100, scale),
      wagerE4: e4(10),
      deadlineHours: 72,
    },
    {
      key: 'promo-gift',
      type: 'promo',
      sortOrder: 20,
      texts: texts(
        ['5 USD gift', '5 USD to play with, wager 30×, bets up to 2 USD, 2 days'],
        ['Подарок 5 USD', '5 USD для игры, вейджер 30×, ставки до 2 USD, 2 дня'],
        ['Подарунок 5 USD', '5 USD для гри, вейджер 30×, ставки до 2 USD, 2 дні'],
        ['5 USD сыйлық', 'Ойнауға 5 USD, вейджер 30×, ставкалар 2 USD дейін, 2 күн'],
      ),
      maxAmountMinor: usd(5, scale),
      wagerE4: e4(30),
      wagerMaxBetMinor: usd(2, scale),
      maxAmountMultiplierE4: e4(10),
      deadlineHours: 48,
    },
    {
      key: 'promo-reload',
      type: 'promo',
      sortOrder: 21,
      texts: texts(
        ['Reload 50%', '50% of your next deposit up to 100 USD, wager 20×, 7 days'],
        ['Перезагрузка 50%', '50% от следующего депозита до 100 USD, вейджер 20×, 7 дней'],
        ['Перезавантаження 50%', '50% від наступного депозиту до 100 USD, вейджер 20×, 7 днів'],
        ['Қайта толтыру 50%', 'Келесі депозиттің 50%, 100 USD дейін, вейджер 20×, 7 күн'],
      ),
      minDepositMinor: usd(20, scale),
      amountMultiplierE4: e4(0.5),
      maxAmountMinor: usd(100, scale),
      wagerE4: e4(20),
      deadlineHours: 168,
    },
    {
      key: 'personal',
      type: 'personal',
      sortOrder: 30,
      texts: texts(
        ['A gift for you', '10 USD from us, wager 10×, 7 days'],
        ['Подарок для вас', '10 USD от нас, вейджер 10×, 7 дней'],
        ['Подарунок для вас', '10 USD від нас, вейджер 10×, 7 днів'],
        ['Сізге сыйлық', 'Бізден 10 USD, вейджер 10×, 7 күн'],
      ),
      maxAmountMinor: usd(10, scale),
      wagerE4: e4(10),
      deadlineHours: 168,
    },
  ];
}

/**
 * Seeds the demo programme once: the templates and the two promo codes only while there are no
 * templates at all (an operator's own programme is never touched), and the personal offer to each
 * demo player once (its claim key).
 */
export async function seedDemoBonuses(
  db: Database,
  engine: BonusEngine,
  input: { houseScale: number; demoPlayerIds: number[]; now: Date },
): Promise<number> {
  const { templates, repository } = engine;
  const promo = promoRepository(db);
  let created = 0;
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    let all = await templates.all(tx);
    if (all.length === 0) {
      const ids = new Map<string, number>();
      for (const { key, ...row } of demoTemplates(input.houseScale)) {
        ids.set(key, (await templates.insert(row, tx)).id);
        created += 1;
      }
      for (const [code, key, uses] of [
        ['WELCOME5', 'promo-gift', 1000],
        ['RELOAD50', 'promo-reload', 500],
        ['SPINS20', 'promo-spins', 500],
        ['MEGASPINS', 'promo-provider-spins', 500],
      ] as const) {
        if (await promo.insert({ code, templateId: ids.get(key)!, maxRedemptions: uses }, tx))
          created += 1;
      }
      all = await templates.all(tx);
    }
    const personal = all.find((row) => row.type === 'personal' && row.active);
    if (personal)
      for (const userId of input.demoPlayerIds) {
        const offered = await repository.insertOnce(
          {
            id: newBonusId(),
            userId,
            title: personal.texts.en?.title ?? 'A gift for you',
            templateId: personal.id,
            claimKey: `personal:${personal.id}:1`,
            status: 'offered',
            amountMinor: 0n,
            wagerTotalMinor: 0n,
            createdAt: input.now,
          },
          tx,
        );
        if (offered) created += 1;
      }
    return created;
  });
}
