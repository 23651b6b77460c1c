import type { Locale } from './locales';

/**
 * Page metadata of the player app (`<title>`, description, Open Graph), per page kind and language.
 * The server injects it into the built index.html, so that link previews, crawlers and the first
 * paint see the page's own title before any script runs; the web app may reuse it to retitle pages
 * on client-side navigation. Every language is complete: the `Record<Locale, …>` type makes a
 * missing one a compile error, and seo.test.ts checks that every template keeps its placeholders.
 *
 * Templates take `{{name}}` placeholders, filled by `fillSeoTemplate` (the caller escapes for HTML).
 */
export interface SeoPageText {
  title: string;
  description: string;
}

export interface SeoStrings {
  /** og:site_name and the suffix of most titles. */
  siteName: string;
  /** og:locale: language_TERRITORY. */
  ogLocale: string;
  /** Any page without its own entry (and a game, category or provider that is not found). */
  site: SeoPageText;
  home: SeoPageText;
  /** `{{title}}`: the game's title; `{{provider}}`: its studio. */
  game: SeoPageText;
  favorites: SeoPageText;
  /** `{{title}}`: the category's title in this language. */
  category: SeoPageText;
  /** `{{name}}`: the provider's name. */
  provider: SeoPageText;
  profile: SeoPageText;
  /** `{{title}}`: the policy's title in this language (terms, privacy, …). */
  policy: SeoPageText;
  /** `{{title}}`: the tournament's name in this language. */
  tournament: SeoPageText;
  /** /bonuses and a bonus's games (/bonuses/{id}/games): the welcome package, everyday and promo bonuses. */
  bonuses: SeoPageText;
}

export type SeoPageKind = Exclude<keyof SeoStrings, 'siteName' | 'ogLocale'>;

export const SEO_STRINGS: Record<Locale, SeoStrings> = {
  en: {
    siteName: 'Wheelhouse',
    ogLocale: 'en_US',
    site: {
      title: 'Wheelhouse — online casino and sportsbook',
      description:
        'Casino games, a sportsbook, tournaments and bonuses in one place. Play on your phone or your computer, in crypto or in your own currency.',
    },
    home: {
      title: 'Wheelhouse — online casino and sportsbook',
      description:
        'Slots, live games and provably fair originals, a sportsbook, tournaments, a daily wheel of luck and bonuses. Sign up and play on your phone or your computer.',
    },
    game: {
      title: '{{title}} — play at Wheelhouse',
      description:
        'Play {{title}} by {{provider}} at Wheelhouse: on your phone or your computer, in crypto or in your own currency.',
    },
    tournament: {
      title: '{{title}} — a tournament at Wheelhouse',
      description:
        '{{title}} at Wheelhouse: the leaderboard, the prize pool and the time left. Play to climb the table and win a prize.',
    },
    favorites: {
      title: 'Your favourite games — Wheelhouse',
      description: 'The games you marked as favourites at Wheelhouse, all in one list.',
    },
    category: {
      title: '{{title}} — games at Wheelhouse',
      description:
        'Every game of the {{title}} category at Wheelhouse, sorted by rating, popularity, title or the newest first.',
    },
    provider: {
      title: '{{name}} games at Wheelhouse',
      description:
        'Every {{name}} game at Wheelhouse, sorted by rating, popularity, title or the newest first.',
    },
    profile: {
      title: 'Your profile — Wheelhouse',
      description: 'Your Wheelhouse profile: name, language, security and account settings.',
    },
    policy: {
      title: '{{title}} — Wheelhouse',
      description:
        '{{title}} of Wheelhouse: the rules of the casino and sportsbook, and how we treat players, their money and their data.',
    },
    bonuses: {
      title: 'Bonuses and promotions — Wheelhouse',
      description:
        'A welcome bonus over your first four deposits, an everyday bonus, free spins and promo codes at Wheelhouse: see the conditions and claim yours.',
    },
  },
  ru: {
    siteName: 'Wheelhouse',
    ogLocale: 'ru_RU',
    site: {
      title: 'Wheelhouse — онлайн-казино и ставки на спорт',
      description:
        'Игры казино, ставки на спорт, турниры и бонусы в одном месте. Играйте с телефона или компьютера, в криптовалюте или в своей валюте.',
    },
    home: {
      title: 'Wheelhouse — онлайн-казино и ставки на спорт',
      description:
        'Слоты, live-игры и честные оригинальные игры, ставки на спорт, турниры, ежедневное колесо удачи и бонусы. Зарегистрируйтесь и играйте с телефона или компьютера.',
    },
    game: {
      title: '{{title}} — играть в Wheelhouse',
      description:
        'Играйте в {{title}} от {{provider}} в Wheelhouse: с телефона или компьютера, в криптовалюте или в своей валюте.',
    },
    tournament: {
      title: '{{title}} — турнир в Wheelhouse',
      description:
        '{{title}} в Wheelhouse: таблица лидеров, призовой фонд и оставшееся время. Играйте, поднимайтесь в таблице и выигрывайте приз.',
    },
    favorites: {
      title: 'Избранные игры — Wheelhouse',
      description: 'Игры, которые вы добавили в избранное в Wheelhouse, в одном списке.',
    },
    category: {
      title: '{{title}} — игры в Wheelhouse',
      description:
        'Все игры раздела «{{title}}» в Wheelhouse: по рейтингу, популярности, названию или сначала новые.',
    },
    provider: {
      title: 'Игры {{name}} в Wheelhouse',
      description:
        'Все игры {{name}} в Wheelhouse: по рейтингу, популярности, названию или сначала новые.',
    },
    profile: {
      title: 'Ваш профиль — Wheelhouse',
      description: 'Ваш профиль в Wheelhouse: имя, язык, безопасность и настройки аккаунта.',
    },
    policy: {
      title: '{{title}} — Wheelhouse',
      description:
        '{{title}} Wheelhouse: правила казино и ставок на спорт и то, как мы обращаемся с игроками, их деньгами и данными.',
    },
    bonuses: {
      title: 'Бонусы и акции — Wheelhouse',
      description:
        'Приветственный бонус на первые четыре депозита, ежедневный бонус, фриспины и промокоды в Wheelhouse: условия и получение бонусов.',
    },
  },
  uk: {
    siteName: 'Wheelhouse',
    ogLocale: 'uk_UA',
    site: {
      title: 'Wheelhouse — онлайн-казино та ставки на спорт',
      description:
        'Ігри казино, ставки на спорт, турніри та бонуси в одному місці. Грайте з телефона чи комп’ютера, у криптовалюті або у своїй валюті.',
    },
    home: {
      title: 'Wheelhouse — онлайн-казино та ставки на спорт',
      description:
        'Слоти, live-ігри та чесні оригінальні ігри, ставки на спорт, турніри, щоденне колесо удачі та бонуси. Зареєструйтеся та грайте з телефона чи комп’ютера.',
    },
    game: {
      title: '{{title}} — грати у Wheelhouse',
      description:
        'Грайте в {{title}} від {{provider}} у Wheelhouse: з телефона чи комп’ютера, у криптовалюті або у своїй валюті.',
    },
    tournament: {
      title: '{{title}} — турнір у Wheelhouse',
      description:
        '{{title}} у Wheelhouse: таблиця лідерів, призовий фонд і час, що залишився. Грайте, піднімайтеся в таблиці й вигравайте приз.',
    },
    favorites: {
      title: 'Обрані ігри — Wheelhouse',
      description: 'Ігри, які ви додали до обраного у Wheelhouse, в одному списку.',
    },
    category: {
      title: '{{title}} — ігри у Wheelhouse',
      description:
        'Усі ігри розділу «{{title}}» у Wheelhouse: за рейтингом, популярністю, назвою або спочатку нові.',
    },
    provider: {
      title: 'Ігри {{name}} у Wheelhouse',
      description:
        'Усі ігри {{name}} у Wheelhouse: за рейтингом, популярністю, назвою або спочатку нові.',
    },
    profile: {
      title: 'Ваш профіль — Wheelhouse',
      description: 'Ваш профіль у Wheelhouse: ім’я, мова, безпека та налаштування акаунта.',
    },
    policy: {
      title: '{{title}} — Wheelhouse',
      description:
        '{{title}} Wheelhouse: правила казино та ставок на спорт і те, як ми поводимося з гравцями, їхніми грошима та даними.',
    },
    bonuses: {
      title: 'Бонуси та акції — Wheelhouse',
      description:
        'Вітальний бонус на перші чотири депозити, щоденний бонус, фриспіни та промокоди у Wheelhouse: умови та отримання бонусів.',
    },
  },
  kk: {
    siteName: 'Wheelhouse',
    ogLocale: 'kk_KZ',
    site: {
      title: 'Wheelhouse — онлайн-казино және спорттық ставкалар',
      description:
        'Казино ойындары, спорттық ставкалар, турнирлер мен бонустар бір жерде. Телефоннан немесе компьютерден, криптовалютамен немесе өз валютаңызбен ойнаңыз.',
    },
    home: {
      title: 'Wheelhouse — онлайн-казино және спорттық ставкалар',
      description:
        'Слоттар, live-ойындар және әділдігі дәлелденетін төл ойындар, спорттық ставкалар, турнирлер, күнделікті сәттілік дөңгелегі және бонустар. Тіркеліп, телефоннан немесе компьютерден ойнаңыз.',
    },
    game: {
      title: '{{title}} — Wheelhouse-та ойнаңыз',
      description:
        '{{provider}} әзірлеген {{title}} ойынын Wheelhouse-та ойнаңыз: телефоннан немесе компьютерден, криптовалютамен немесе өз валютаңызбен.',
    },
    tournament: {
      title: '{{title}} — Wheelhouse турнирі',
      description:
        'Wheelhouse-тағы {{title}}: көшбасшылар кестесі, жүлде қоры және қалған уақыт. Ойнап, кестеде көтеріліп, жүлде ұтып алыңыз.',
    },
    favorites: {
      title: 'Таңдаулы ойындар — Wheelhouse',
      description: 'Wheelhouse-та таңдаулыға қосқан ойындарыңыз бір тізімде.',
    },
    category: {
      title: '{{title}} — Wheelhouse ойындары',
      description:
        'Wheelhouse-тағы «{{title}}» санатының барлық ойындары: рейтинг, танымалдық, атау бойынша немесе алдымен жаңалары.',
    },
    provider: {
      title: 'Wheelhouse-тағы {{name}} ойындары',
      description:
        'Wheelhouse-тағы {{name}} барлық ойындары: рейтинг, танымалдық, атау бойынша немесе алдымен жаңалары.',
    },
    profile: {
      title: 'Сіздің профиліңіз — Wheelhouse',
      description: 'Wheelhouse профиліңіз: аты, тілі, қауіпсіздік және аккаунт баптаулары.',
    },
    policy: {
      title: '{{title}} — Wheelhouse',
      description:
        'Wheelhouse: {{title}}. Казино мен спорттық ставкалар ережелері, сондай-ақ ойыншыларға, олардың ақшасы мен деректеріне қалай қарайтынымыз.',
    },
    bonuses: {
      title: 'Бонустар мен акциялар — Wheelhouse',
      description:
        'Алғашқы төрт депозитке сәлемдесу бонусы, күнделікті бонус, фриспиндер мен промокодтар Wheelhouse-та: шарттарын көріп, бонусыңызды алыңыз.',
    },
  },
};

/** The `{{name}}` placeholders of a template, in order of appearance. */
export function seoPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
}

/** Fills `{{name}}` placeholders; one without a value is left out (an empty string). */
export function fillSeoTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
}
