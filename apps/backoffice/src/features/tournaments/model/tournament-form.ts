import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@wheelhouse/contracts/locales';
import {
  ZAdminTournamentInput,
  ZTournamentPrizeInput,
  type AdminTournament,
  type AdminTournamentInput,
  type TournamentDescriptions,
} from '@wheelhouse/contracts/tournaments';
import { z } from 'zod';

/** A datetime-local box (the staff member's time zone) → an ISO instant. */
const localTime = z.string().transform((text, context) => {
  const date = new Date(text);
  if (text === '' || Number.isNaN(date.getTime())) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return date.toISOString();
});

/** "12, 15" → [12, 15]; empty → []. */
const idList = z.string().transform((text, context) => {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return parts.map(Number);
});
const slugList = z.string().transform((text) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => part.toLowerCase()),
);

const shape = ZAdminTournamentInput.shape;

/** A language's name and description; a language left without a name is not saved. */
const ZLocaleText = z.object({
  name: z.string().trim().max(100),
  description: z.string().trim().max(4000),
});
/** Every language the product ships; English (the fallback) must have a name. */
const ZTexts = z.object(
  Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE
        ? ZLocaleText.extend({ name: z.string().trim().min(1).max(100) })
        : ZLocaleText,
    ]),
  ) as Record<Locale, typeof ZLocaleText>,
);

export const ZTournamentForm = z.object({
  texts: ZTexts,
  startsAt: localTime,
  endsAt: localTime,
  scoring: shape.scoring,
  entry: z.enum(['opt_in', 'auto']),
  vipPlayersOnly: z.boolean(),
  minBet: z.string().regex(/^(0|[1-9]\d*)(\.\d+)?$/),
  buyIn: z.string().regex(/^(0|[1-9]\d*)(\.\d+)?$/),
  gameIds: idList,
  categories: slugList.pipe(shape.categories.unwrap()),
  prizes: z
    .array(
      z.object({
        rank: z.number().int().min(1).max(1000),
        amount: ZTournamentPrizeInput.shape.amount,
        balanceType: z.enum(['main', 'bonus']),
        wagerMultiplier: z.string().regex(/^(0|[1-9]\d{0,3})(\.\d{1,4})?$/),
      }),
    )
    .min(1),
});
export type TournamentFormValues = z.input<typeof ZTournamentForm>;
export type TournamentFormOutput = z.output<typeof ZTournamentForm>;

/** Server field names the form can show under its own fields. */
export const TOURNAMENT_FIELDS = [
  'startsAt',
  'endsAt',
  'scoring',
  'entry',
  'minBet',
  'buyIn',
  'gameIds',
  'categories',
  'prizes',
] as const;

function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function tournamentFormValues(
  tournament: AdminTournament | undefined,
): TournamentFormValues {
  const stored: Partial<TournamentDescriptions> = tournament?.descriptions ?? {};
  return {
    texts: Object.fromEntries(
      SUPPORTED_LOCALES.map((locale) => [
        locale,
        { name: stored[locale]?.name ?? '', description: stored[locale]?.description ?? '' },
      ]),
    ) as Record<Locale, { name: string; description: string }>,
    startsAt: toLocalInput(tournament?.startsAt),
    endsAt: toLocalInput(tournament?.endsAt),
    scoring: tournament?.scoring ?? 'turnover',
    entry: tournament?.entry ?? 'opt_in',
    vipPlayersOnly: tournament?.vipPlayersOnly ?? false,
    minBet: tournament?.minBet ?? '0',
    buyIn: tournament?.buyIn ?? '0',
    gameIds: tournament?.gameIds.join(', ') ?? '',
    categories: tournament?.categories.join(', ') ?? '',
    prizes: tournament?.prizes.map((prize) => ({
      rank: prize.rank,
      amount: prize.amount,
      balanceType: prize.balanceType,
      wagerMultiplier: prize.wagerMultiplier,
    })) ?? [{ rank: 1, amount: '100', balanceType: 'main', wagerMultiplier: '0' }],
  };
}

/**
 * The API body of the form's values. Texts start from what is stored, so a language the form does
 * not show survives the save; a shown language whose name was cleared is removed.
 */
export function tournamentBody(
  values: TournamentFormOutput,
  stored?: TournamentDescriptions,
): AdminTournamentInput {
  const descriptions: Record<string, { name: string; description: string }> = { ...stored };
  for (const locale of SUPPORTED_LOCALES) {
    const text = values.texts[locale];
    if (text.name) descriptions[locale] = text;
    else delete descriptions[locale];
  }
  return {
    descriptions: descriptions as TournamentDescriptions,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    scoring: values.scoring,
    entry: values.entry,
    vipPlayersOnly: values.vipPlayersOnly,
    minBet: values.minBet,
    buyIn: values.buyIn,
    gameIds: values.gameIds,
    categories: values.categories,
    prizes: values.prizes.map((prize) => ({
      rank: prize.rank,
      amount: prize.amount,
      balanceType: prize.balanceType,
      ...(prize.balanceType === 'bonus' ? { wagerMultiplier: prize.wagerMultiplier } : {}),
    })),
  };
}
