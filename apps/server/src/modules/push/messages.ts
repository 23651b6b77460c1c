import type { Locale } from '@wheelhouse/contracts/locales';

/** What a push notification is about. */
export type PushKind =
  | 'deposit_completed'
  | 'withdrawal_completed'
  | 'withdrawal_declined'
  | 'bonus_activated'
  | 'tournament_started'
  | 'wheel_available'
  | 'new_device_sign_in';

/** The texts of each kind, in the languages the app speaks; English when the player's is missing. */
const TEXTS: Record<PushKind, Partial<Record<Locale, { title: string; body: string }>>> & {
  [K in PushKind]: { en: { title: string; body: string } };
} = {
  deposit_completed: {
    en: { title: 'Deposit received', body: '{amount} is on your balance. Good luck!' },
    ru: { title: 'Депозит зачислен', body: '{amount} уже на вашем балансе. Удачи!' },
    uk: { title: 'Депозит зараховано', body: '{amount} вже на вашому балансі. Успіху!' },
    kk: { title: 'Депозит түсті', body: '{amount} балансыңызға түсті. Сәттілік!' },
  },
  withdrawal_completed: {
    en: { title: 'Withdrawal sent', body: 'Your withdrawal of {amount} has been paid out.' },
    ru: { title: 'Вывод выполнен', body: 'Ваш вывод {amount} выплачен.' },
    uk: { title: 'Виведення виконано', body: 'Ваше виведення {amount} виплачено.' },
    kk: { title: 'Қаражат шығарылды', body: '{amount} шығару сомасы төленді.' },
  },
  withdrawal_declined: {
    en: {
      title: 'Withdrawal declined',
      body: 'Your withdrawal of {amount} was declined; the money is back on your balance.',
    },
    ru: {
      title: 'Вывод отклонён',
      body: 'Ваш вывод {amount} отклонён; деньги вернулись на баланс.',
    },
    uk: {
      title: 'Виведення відхилено',
      body: 'Ваше виведення {amount} відхилено; гроші повернулися на баланс.',
    },
    kk: {
      title: 'Шығару қабылданбады',
      body: '{amount} шығару сұрауы қабылданбады; ақша балансыңызға қайтарылды.',
    },
  },
  bonus_activated: {
    en: {
      title: 'Bonus activated',
      body: 'Your bonus is active. Open the bonuses page to play it.',
    },
    ru: { title: 'Бонус активирован', body: 'Ваш бонус активен. Откройте страницу бонусов.' },
    uk: { title: 'Бонус активовано', body: 'Ваш бонус активний. Відкрийте сторінку бонусів.' },
    kk: { title: 'Бонус белсендірілді', body: 'Бонусыңыз белсенді. Бонустар бетін ашыңыз.' },
  },
  tournament_started: {
    en: { title: 'A tournament has started', body: 'Place your bets and climb the leaderboard!' },
    ru: { title: 'Турнир начался', body: 'Делайте ставки и поднимайтесь в таблице лидеров!' },
  },
  wheel_available: {
    en: { title: 'Your free spin is ready', body: 'Spin the wheel of luck again today.' },
    ru: { title: 'Бесплатное вращение готово', body: 'Крутите колесо удачи снова сегодня.' },
  },
  new_device_sign_in: {
    en: {
      title: 'New sign-in to your account',
      body: 'Someone signed in from a new device. Not you? Change your password now.',
    },
    ru: {
      title: 'Новый вход в аккаунт',
      body: 'Выполнен вход с нового устройства. Это не вы? Смените пароль прямо сейчас.',
    },
    uk: {
      title: 'Новий вхід до акаунта',
      body: 'Виконано вхід з нового пристрою. Це не ви? Змініть пароль негайно.',
    },
    kk: {
      title: 'Аккаунтқа жаңа кіру',
      body: 'Жаңа құрылғыдан кіру орындалды. Бұл сіз емессіз бе? Құпиясөзді қазір өзгертіңіз.',
    },
  },
};

/** Where a tap on the notification leads (the app's own pages). */
const URLS: Record<PushKind, string> = {
  deposit_completed: '/',
  withdrawal_completed: '/',
  withdrawal_declined: '/',
  bonus_activated: '/bonuses',
  tournament_started: '/tournaments',
  wheel_available: '/',
  // The profile, where the player sees their sessions and can end the stranger's.
  new_device_sign_in: '/profile',
};

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  kind: PushKind | 'broadcast';
}

/**
 * "25.000000" → "25.00", "0.00012300" → "0.000123": a decimal string without its trailing zeros,
 * keeping two decimals (string work only; money is never a float).
 */
export function shortAmount(value: string): string {
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return value;
  const decimals = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${decimals}`;
}

export function pushMessage(
  kind: PushKind,
  locale: Locale | undefined,
  params: { amount?: string },
): PushMessage {
  const texts = TEXTS[kind];
  const text = (locale && texts[locale]) || texts.en;
  const amount = params.amount ?? '';
  return {
    title: text.title,
    body: text.body.replace('{amount}', amount).replace(/\s+/g, ' ').trim(),
    url: URLS[kind],
    kind,
  };
}
