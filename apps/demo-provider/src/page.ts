import type { GameCode, PlaySession } from './sessions';

interface Texts {
  slot: string;
  crash: string;
  hilo: string;
  demo: string;
  real: string;
  balance: string;
  stake: string;
  spin: string;
  launch: string;
  cashout: string;
  deal: string;
  higher: string;
  lower: string;
  keys: Record<GameCode, string>;
  session: string;
  operator: string;
  /** "{count} free spins left": the rounds the casino granted, played before paid ones. */
  freeSpins: string;
}

/** The languages our game pages speak; the casino passes its player's (others get English). */
export const PAGE_LANGUAGES = ['en', 'ru', 'uk', 'kk'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export function pageLanguageOf(value: string | null): PageLanguage {
  return PAGE_LANGUAGES.find((language) => language === value) ?? 'en';
}

const TEXT: Record<PageLanguage, Texts> = {
  en: {
    slot: 'Lucky Reels',
    crash: 'Rocket Crash',
    hilo: 'Hi-Lo Cards',
    demo: 'Demo — fun money',
    real: 'Real money',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    launch: 'Launch',
    cashout: 'Cash out at ×',
    deal: 'Deal',
    higher: 'Higher',
    lower: 'Lower',
    keys: {
      slot: 'Space or Enter: spin',
      crash: 'Space or Enter: launch',
      hilo: 'Enter: deal · ↑ higher · ↓ lower',
    },
    session: 'This game session is not valid any more. Close the game and open it again.',
    operator: 'The casino cannot be reached right now. Try again in a moment.',
    freeSpins: '{count} free spins left',
  },
  ru: {
    slot: 'Счастливые барабаны',
    crash: 'Ракета',
    hilo: 'Больше-меньше',
    demo: 'Демо — игровые деньги',
    real: 'Реальные деньги',
    balance: 'Баланс',
    stake: 'Ставка',
    spin: 'Крутить',
    launch: 'Запуск',
    cashout: 'Забрать при ×',
    deal: 'Сдать',
    higher: 'Больше',
    lower: 'Меньше',
    keys: {
      slot: 'Пробел или Enter: крутить',
      crash: 'Пробел или Enter: запуск',
      hilo: 'Enter: сдать · ↑ больше · ↓ меньше',
    },
    session: 'Эта игровая сессия больше не действует. Закройте игру и откройте её снова.',
    operator: 'Казино сейчас недоступно. Попробуйте чуть позже.',
    freeSpins: 'Осталось бесплатных вращений: {count}',
  },
  uk: {
    slot: 'Щасливі барабани',
    crash: 'Ракета',
    hilo: 'Більше-менше',
    demo: 'Демо — ігрові гроші',
    real: 'Реальні гроші',
    balance: 'Баланс',
    stake: 'Ставка',
    spin: 'Крутити',
    launch: 'Запуск',
    cashout: 'Забрати при ×',
    deal: 'Роздати',
    higher: 'Більше',
    lower: 'Менше',
    keys: {
      slot: 'Пробіл або Enter: крутити',
      crash: 'Пробіл або Enter: запуск',
      hilo: 'Enter: роздати · ↑ більше · ↓ менше',
    },
    session: 'Ця ігрова сесія більше не дійсна. Закрийте гру та відкрийте її знову.',
    operator: 'Казино зараз недоступне. Спробуйте трохи пізніше.',
    freeSpins: 'Залишилося безкоштовних обертань: {count}',
  },
  kk: {
    slot: 'Бақытты барабандар',
    crash: 'Зымыран',
    hilo: 'Көп-аз',
    demo: 'Демо — ойын ақшасы',
    real: 'Нақты ақша',
    balance: 'Баланс',
    stake: 'Ставка',
    spin: 'Айналдыру',
    launch: 'Ұшыру',
    cashout: 'Ақшаны алу ×',
    deal: 'Тарату',
    higher: 'Жоғары',
    lower: 'Төмен',
    keys: {
      slot: 'Бос орын немесе Enter: айналдыру',
      crash: 'Бос орын немесе Enter: ұшыру',
      hilo: 'Enter: тарату · ↑ жоғары · ↓ төмен',
    },
    session: 'Бұл ойын сессиясы енді жарамсыз. Ойынды жауып, қайта ашыңыз.',
    operator: 'Казиноға қазір қосылу мүмкін емес. Сәлден соң қайталаңыз.',
    freeSpins: 'Қалған тегін айналдырулар: {count}',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function controls(code: GameCode, t: Texts): string {
  if (code === 'slot')
    return `<div class="reels" id="reels" aria-live="polite"></div>
      <button id="play" class="primary" type="button">${t.spin}</button>`;
  if (code === 'crash')
    return `<div class="crash"><output id="multiplier" aria-live="polite">1.00×</output></div>
      <label class="field">${t.cashout}<input id="target" type="number" min="1.01" max="1000" step="0.01" value="2.00" inputmode="decimal"></label>
      <button id="play" class="primary" type="button">${t.launch}</button>`;
  return `<div class="cards"><div class="card" id="card" aria-live="polite">?</div><div class="card" id="next">?</div></div>
    <div class="row"><button id="play" class="primary" type="button">${t.deal}</button>
    <button id="higher" type="button" disabled>▲ ${t.higher}</button>
    <button id="lower" type="button" disabled>▼ ${t.lower}</button></div>`;
}

/** A game's frame page; with `error`, the page that says why the game cannot start. */
export function gamePage(input: {
  code: GameCode;
  lang: PageLanguage;
  stakes: number[];
  session?: PlaySession;
  balance?: number;
  /** Free rounds granted by the casino still to play in this session. */
  freeSpinsLeft?: number;
  error?: 'session' | 'operator';
}): string {
  const t = TEXT[input.lang];
  const head = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t[input.code]}</title><link rel="stylesheet" href="/static/frame.css"></head>`;
  if (input.error || !input.session)
    return `${head}<body><main class="frame"><p class="error" role="alert" data-testid="provider-error">${t[input.error ?? 'session']}</p></main></body></html>`;
  const session = input.session;
  const options = input.stakes
    .map(
      (stake) =>
        `<option value="${stake}"${stake === 100_000 ? ' selected' : ''}>${(stake / 100_000).toFixed(2)}</option>`,
    )
    .join('');
  const balance = session.mode === 'demo' ? session.funBalance : (input.balance ?? 0);
  const freeLeft = input.freeSpinsLeft ?? 0;
  return `${head}<body data-session="${escape(session.id)}" data-code="${input.code}" data-currency="${escape(session.currency)}" data-balance="${balance}" data-lang="${input.lang}">
<main class="frame">
  <header><h1>${t[input.code]}</h1><span class="mode ${session.mode}">${session.mode === 'demo' ? t.demo : t.real}</span></header>
  <p class="balance">${t.balance}: <strong id="balance" data-testid="frame-balance"></strong></p>
  <p id="freespins" class="freespins" data-testid="frame-freespins" role="status" data-text="${escape(t.freeSpins)}" data-left="${freeLeft}"${freeLeft > 0 ? '' : ' hidden'}>${escape(t.freeSpins.replace('{count}', String(freeLeft)))}</p>
  <section class="game">${controls(input.code, t)}</section>
  <label class="field">${t.stake} (${escape(session.currency)})<select id="stake">${options}</select></label>
  <p id="message" class="message" role="status"></p>
  <p class="keys">${t.keys[input.code]}</p>
</main>
<script src="/static/frame.js"></script><script src="/static/${input.code}.js"></script>
</body></html>`;
}
