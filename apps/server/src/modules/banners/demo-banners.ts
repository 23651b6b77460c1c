import type { NewBannerRow } from './repository';

/** The wallet carousel of the demo (SEED_DEMO); the images ship in apps/web/public/banners. */
export const DEMO_BANNERS: NewBannerRow[] = [
  {
    place: 'wallet',
    sortOrder: 10,
    imageUrl: '/banners/welcome-bonus.svg',
    linkUrl: '/bonuses',
    texts: {
      en: { title: 'Welcome bonus', subtitle: 'Up to 100% on your first four deposits' },
      ru: { title: 'Приветственный бонус', subtitle: 'До 100% на первые четыре депозита' },
      uk: { title: 'Вітальний бонус', subtitle: 'До 100% на перші чотири депозити' },
      kk: { title: 'Сәлемдесу бонусы', subtitle: 'Алғашқы төрт депозитке 100%-ға дейін' },
    },
  },
  {
    place: 'wallet',
    sortOrder: 20,
    imageUrl: '/banners/crypto-boost.svg',
    linkUrl: null,
    texts: {
      en: { title: '+5% on crypto deposits', subtitle: 'From your fourth deposit on' },
      ru: { title: '+5% к крипто-депозитам', subtitle: 'Начиная с четвёртого депозита' },
      uk: { title: '+5% до криптодепозитів', subtitle: 'Починаючи з четвертого депозиту' },
      kk: { title: 'Крипто-депозиттерге +5%', subtitle: 'Төртінші депозиттен бастап' },
    },
  },
  {
    place: 'wallet',
    sortOrder: 30,
    imageUrl: '/banners/daily-wheel.svg',
    linkUrl: '/',
    texts: {
      en: { title: 'Spin the daily wheel', subtitle: 'A free prize every day' },
      ru: { title: 'Крутите колесо удачи', subtitle: 'Бесплатный приз каждый день' },
      uk: { title: 'Крутіть колесо удачі', subtitle: 'Безкоштовний приз щодня' },
      kk: { title: 'Сәттілік дөңгелегін айналдырыңыз', subtitle: 'Күн сайын тегін сыйлық' },
    },
  },
];
