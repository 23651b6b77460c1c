import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { tournaments } from './schema';
import type { StoredPrize } from './schema';

const DAY = 24 * 60 * 60_000;

/**
 * The demo tournaments (SEED_DEMO only, issue 17 "Demo content"): one running, one upcoming, one
 * finished, one VIP-only (running). Found by their English name, so a second seed adds nothing.
 */
export async function seedDemoTournaments(
  db: Database,
  input: { now: Date; houseScale: number },
): Promise<number> {
  const unit = 10n ** BigInt(input.houseScale);
  const prize = (
    rank: number,
    major: bigint,
    balanceType: 'main' | 'bonus' = 'main',
  ): StoredPrize => ({
    rank,
    amountMinor: (major * unit).toString(),
    balanceType,
    wagerE4: balanceType === 'bonus' ? '100000' : '0',
  });
  const at = (days: number) => new Date(input.now.getTime() + days * DAY);
  const demos: Array<typeof tournaments.$inferInsert> = [
    {
      descriptions: {
        en: {
          name: 'Originals Sprint',
          description: 'Bet on any of our originals: the highest turnover wins. Join to take part.',
        },
        ru: {
          name: 'Спринт оригинальных игр',
          description:
            'Ставьте в наших оригинальных играх: побеждает наибольший оборот. Присоединяйтесь, чтобы участвовать.',
        },
        uk: {
          name: 'Спринт оригінальних ігор',
          description:
            'Робіть ставки в наших оригінальних іграх: перемагає найбільший оборот. Приєднуйтеся, щоб брати участь.',
        },
        kk: {
          name: 'Төл ойындар спринті',
          description:
            'Біздің төл ойындарымыздың кез келгенінде ставка жасаңыз: ең үлкен айналым жеңеді. Қатысу үшін қосылыңыз.',
        },
      },
      startsAt: at(-1),
      endsAt: at(6),
      scoring: 'turnover',
      entry: 'opt_in',
      categories: ['originals'],
      prizes: [
        prize(1, 500n),
        prize(2, 250n),
        prize(3, 100n),
        prize(4, 50n, 'bonus'),
        prize(5, 25n, 'bonus'),
      ],
    },
    {
      descriptions: {
        en: {
          name: 'Weekend Multiplier Hunt',
          description: 'The best single multiplier on any game wins.',
        },
        ru: {
          name: 'Охота за множителем',
          description: 'Побеждает лучший множитель одной ставки в любой игре.',
        },
        uk: {
          name: 'Полювання на множник',
          description: 'Перемагає найкращий множник однієї ставки в будь-якій грі.',
        },
        kk: {
          name: 'Көбейткіш аулау',
          description: 'Кез келген ойындағы бір ставканың ең жоғары көбейткіші жеңеді.',
        },
      },
      startsAt: at(2),
      endsAt: at(4),
      scoring: 'best_multiplier',
      entry: 'auto',
      prizes: [prize(1, 300n), prize(2, 150n), prize(3, 75n, 'bonus')],
    },
    {
      descriptions: {
        en: {
          name: 'Autumn Bet Marathon',
          description: 'The most bets placed won. Thanks for playing!',
        },
        ru: {
          name: 'Осенний марафон ставок',
          description: 'Побеждало наибольшее число ставок. Спасибо за игру!',
        },
        uk: {
          name: 'Осінній марафон ставок',
          description: 'Перемагала найбільша кількість ставок. Дякуємо за гру!',
        },
        kk: {
          name: 'Күзгі ставкалар марафоны',
          description: 'Ең көп ставка жасаған жеңді. Ойнағаныңызға рахмет!',
        },
      },
      startsAt: at(-10),
      endsAt: at(-3),
      scoring: 'bets',
      entry: 'auto',
      prizes: [prize(1, 200n), prize(2, 100n)],
    },
    {
      descriptions: {
        en: {
          name: 'VIP High Rollers',
          description: 'For our VIP players only: the highest total win takes the pot.',
        },
        ru: {
          name: 'VIP хайроллеры',
          description: 'Только для VIP-игроков: наибольший общий выигрыш забирает банк.',
        },
        uk: {
          name: 'VIP хайролери',
          description: 'Лише для VIP-гравців: найбільший загальний виграш забирає банк.',
        },
        kk: {
          name: 'VIP хайроллерлер',
          description: 'Тек VIP ойыншыларға: ең үлкен жалпы ұтыс бүкіл банкті алады.',
        },
      },
      startsAt: at(-1),
      endsAt: at(13),
      scoring: 'total_win',
      entry: 'auto',
      vipOnly: true,
      prizes: [prize(1, 2000n), prize(2, 1000n), prize(3, 500n)],
    },
  ];
  let created = 0;
  for (const demo of demos) {
    const name = demo.descriptions.en!.name;
    const [existing] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(sql`${tournaments.descriptions}->'en'->>'name'`, name)))
      .limit(1);
    if (existing) continue;
    await db.insert(tournaments).values({ ...demo, createdAt: input.now });
    created += 1;
  }
  return created;
}
