import { INSIDE_POSITIONS, RED } from './roulette';
import { SICBO_FACES, SICBO_TOTALS, TOTAL_ODDS } from './sicbo';
import { stakeLadder } from './stakes';
import { POKER_HANDS, POKER_PAYS } from './video-poker';
import { WHEEL_NUMBERS } from './wheel';
import type { GameCode, PlaySession } from './sessions';

/** Roulette's labels: the table's cells, the bet kinds in the slip and the slip itself. */
interface RouletteTexts {
  table: string;
  zero: string;
  red: string;
  black: string;
  odd: string;
  even: string;
  low: string;
  high: string;
  dozens: [string, string, string];
  column: string;
  kinds: Record<'straight' | 'split' | 'street' | 'corner' | 'line' | 'dozen' | 'column', string>;
  insideKind: string;
  position: string;
  place: string;
  bets: string;
  empty: string;
  total: string;
  clear: string;
  remove: string;
  last: string;
}

/** Blackjack's and baccarat's labels: the hands, the actions, the spots and the table's rules. */
interface CardTableTexts {
  dealer: string;
  you: string;
  hit: string;
  stand: string;
  double: string;
  /** The blackjack table's rules, on the felt. */
  blackjackRules: string;
  /** Said when a reloaded page finds its hand open. */
  resumed: string;
  outcomes: { blackjack: string; bust: string; dealerBust: string };
  spots: { player: string; banker: string; tie: string };
  /** The odds each spot pays, shown on it. */
  pays: { player: string; banker: string; tie: string };
  baccaratRules: string;
  winners: { player: string; banker: string; tie: string };
  empty: string;
  total: string;
  clear: string;
}

/** The money wheel's and sic bo's labels: the rules, the spots and what a result says. */
interface ChipTableTexts {
  wheelRules: string;
  /** Said when the wheel stops on a multiplier: "{x}: spin again". */
  spinAgain: string;
  /** "{number} wins" / "{number} wins ×{x}". */
  wheelWins: string;
  wheelWinsMultiplied: string;
  last: string;
  sicboRules: string;
  dice: string;
  small: string;
  big: string;
  anyTriple: string;
  triple: string;
  single: string;
  totalBet: string;
  /** Shown under a single-number spot: what one, two and three dice pay. */
  singlePays: string;
  empty: string;
}

/** Hi-lo's labels: the rules (with the idle rule) and what a reloaded page says. */
interface HiloTexts {
  rules: string;
  /** Said when a reloaded page finds its round open. */
  resumed: string;
}

/** Video poker's labels: the paytable's hands, holding, drawing and the machine's rules. */
interface PokerTexts {
  rules: string;
  draw: string;
  held: string;
  /** "Hold card {n}": each card's button. */
  holdCard: string;
  resumed: string;
  paytable: string;
  hands: Record<
    | 'royal'
    | 'straightFlush'
    | 'four'
    | 'fullHouse'
    | 'flush'
    | 'straight'
    | 'three'
    | 'twoPair'
    | 'jacks',
    string
  >;
}

interface Texts {
  slot: string;
  crash: string;
  hilo: string;
  roulette: string;
  blackjack: string;
  baccarat: string;
  wheel: string;
  sicbo: string;
  videopoker: string;
  roll: string;
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
  /** The slot's symbols as a screen reader names them. */
  symbols: Record<'cherry' | 'lemon' | 'bell' | 'star' | 'seven', string>;
  rouletteText: RouletteTexts;
  tableText: CardTableTexts;
  chipText: ChipTableTexts;
  pokerText: PokerTexts;
  hiloText: HiloTexts;
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
    roulette: 'European Roulette',
    blackjack: 'Blackjack',
    baccarat: 'Baccarat',
    wheel: 'Money Wheel',
    sicbo: 'Sic Bo',
    videopoker: 'Video Poker',
    roll: 'Roll',
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
      roulette: 'Tab to a bet, Enter: place a chip · S: spin · C: clear',
      blackjack: 'Enter: deal · H: hit · S: stand · D: double',
      baccarat: 'P, B, T: place a chip · Enter or D: deal · C: clear',
      wheel: '1–6: a chip on 1, 2, 5, 10, 20, 40 · Enter: spin · C: clear',
      sicbo:
        'S, B: a chip on Small or Big · Tab to any bet, Enter: place a chip · R: roll · C: clear',
      videopoker: 'Enter: deal, then draw · 1–5: hold a card',
    },
    session: 'This game session is not valid any more. Close the game and open it again.',
    operator: 'The casino cannot be reached right now. Try again in a moment.',
    freeSpins: '{count} free spins left',
    symbols: { cherry: 'Cherry', lemon: 'Lemon', bell: 'Bell', star: 'Star', seven: 'Seven' },
    tableText: {
      dealer: 'Dealer',
      you: 'You',
      hit: 'Hit',
      stand: 'Stand',
      double: 'Double',
      blackjackRules:
        'Blackjack pays 3:2 · Dealer stands on soft 17 · Double on any first two cards · No splitting · A hand left for {minutes} minutes stands',
      resumed: 'Your unfinished hand is back: hit, stand or double.',
      outcomes: { blackjack: 'Blackjack!', bust: 'Bust.', dealerBust: 'Dealer busts.' },
      spots: { player: 'Player', banker: 'Banker', tie: 'Tie' },
      pays: { player: '1:1', banker: '0.95:1', tie: '8:1' },
      baccaratRules:
        'Player pays 1:1 · Banker 1:1 less 5% commission · Tie 8:1, and Player and Banker bets push on a tie',
      winners: { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' },
      empty: 'No chips yet: choose a chip and press Player, Banker or Tie.',
      total: 'Total stake',
      clear: 'Clear bets',
    },
    chipText: {
      wheelRules:
        '54 segments · A number pays its own odds, 1:1 to 40:1 · 2x and 7x spin again and multiply the next win',
      spinAgain: '{x}: spin again',
      wheelWins: '{number} wins',
      wheelWinsMultiplied: '{number} wins, odds ×{x}',
      last: 'Last results',
      sicboRules:
        'Three dice · Small and Big lose on any triple · A number pays 1:1, 2:1 or 3:1 for one, two or three dice',
      dice: 'Dice',
      small: 'Small',
      big: 'Big',
      anyTriple: 'Any triple',
      triple: 'Triple',
      single: 'Number',
      totalBet: 'Total',
      singlePays: '1:1 · 2:1 · 3:1',
      empty: 'No chips yet: choose a chip and press a bet.',
    },
    hiloText: {
      rules:
        'Guess whether the next card is higher or lower · Ace is low, the same rank again loses · A round left for {minutes} minutes is guessed for you on the likelier side',
      resumed: 'Your unfinished round is back: guess higher or lower.',
    },
    pokerText: {
      rules:
        'Jacks or Better · 9/6 full pay · Hold any cards, the rest are drawn again · A hand left for {minutes} minutes is settled as dealt',
      draw: 'Draw',
      held: 'Held',
      holdCard: 'Hold card {n}',
      resumed: 'Your unfinished hand is back: hold cards and draw.',
      paytable: 'Pays (for 1 staked)',
      hands: {
        royal: 'Royal flush',
        straightFlush: 'Straight flush',
        four: 'Four of a kind',
        fullHouse: 'Full house',
        flush: 'Flush',
        straight: 'Straight',
        three: 'Three of a kind',
        twoPair: 'Two pair',
        jacks: 'Jacks or better',
      },
    },
    rouletteText: {
      table: 'Roulette table',
      zero: 'Zero',
      red: 'Red',
      black: 'Black',
      odd: 'Odd',
      even: 'Even',
      low: '1–18',
      high: '19–36',
      dozens: ['1st 12', '2nd 12', '3rd 12'],
      column: '2:1',
      kinds: {
        straight: 'Straight',
        split: 'Split',
        street: 'Street',
        corner: 'Corner',
        line: 'Line',
        dozen: 'Dozen',
        column: 'Column',
      },
      insideKind: 'Bet on several numbers',
      position: 'Numbers',
      place: 'Place chip',
      bets: 'Your bets',
      empty: 'No bets yet: choose a chip and press a number or an outside bet.',
      total: 'Total stake',
      clear: 'Clear bets',
      remove: 'Remove',
      last: 'Last number',
    },
  },
  ru: {
    slot: 'Счастливые барабаны',
    crash: 'Ракета',
    hilo: 'Больше-меньше',
    roulette: 'Европейская рулетка',
    blackjack: 'Блэкджек',
    baccarat: 'Баккара',
    wheel: 'Денежное колесо',
    sicbo: 'Сик бо',
    videopoker: 'Видеопокер',
    roll: 'Бросить',
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
      roulette: 'Tab до ставки, Enter: поставить фишку · S: крутить · C: убрать ставки',
      blackjack: 'Enter: сдать · H: ещё · S: хватит · D: удвоить',
      baccarat: 'P, B, T: поставить фишку · Enter или D: сдать · C: убрать ставки',
      wheel: '1–6: фишка на 1, 2, 5, 10, 20, 40 · Enter: крутить · C: убрать ставки',
      sicbo:
        'S, B: фишка на Малое или Большое · Tab до ставки, Enter: поставить фишку · R: бросить · C: убрать ставки',
      videopoker: 'Enter: сдать, затем обменять · 1–5: оставить карту',
    },
    session: 'Эта игровая сессия больше не действует. Закройте игру и откройте её снова.',
    operator: 'Казино сейчас недоступно. Попробуйте чуть позже.',
    freeSpins: 'Осталось бесплатных вращений: {count}',
    symbols: {
      cherry: 'Вишня',
      lemon: 'Лимон',
      bell: 'Колокольчик',
      star: 'Звезда',
      seven: 'Семёрка',
    },
    tableText: {
      dealer: 'Дилер',
      you: 'Вы',
      hit: 'Ещё',
      stand: 'Хватит',
      double: 'Удвоить',
      blackjackRules:
        'Блэкджек платит 3:2 · Дилер останавливается на мягких 17 · Удвоение на любых двух первых картах · Без сплита · Рука без действий {minutes} мин останавливается',
      resumed: 'Незаконченная рука восстановлена: ещё, хватит или удвоить.',
      outcomes: { blackjack: 'Блэкджек!', bust: 'Перебор.', dealerBust: 'У дилера перебор.' },
      spots: { player: 'Игрок', banker: 'Банкир', tie: 'Ничья' },
      pays: { player: '1:1', banker: '0,95:1', tie: '8:1' },
      baccaratRules:
        'Игрок 1:1 · Банкир 1:1 минус 5% комиссии · Ничья 8:1, при ничьей ставки на Игрока и Банкира возвращаются',
      winners: { player: 'Выиграл Игрок', banker: 'Выиграл Банкир', tie: 'Ничья' },
      empty: 'Фишек пока нет: выберите фишку и нажмите Игрок, Банкир или Ничья.',
      total: 'Всего поставлено',
      clear: 'Убрать ставки',
    },
    chipText: {
      wheelRules:
        '54 сектора · Число платит свой коэффициент, от 1:1 до 40:1 · 2x и 7x — повторное вращение и множитель следующего выигрыша',
      spinAgain: '{x}: крутим ещё раз',
      wheelWins: 'Выпало {number}',
      wheelWinsMultiplied: 'Выпало {number}, коэффициент ×{x}',
      last: 'Последние результаты',
      sicboRules:
        'Три кубика · Малое и Большое проигрывают на любом трипле · Число платит 1:1, 2:1 или 3:1 за один, два или три кубика',
      dice: 'Кубики',
      small: 'Малое',
      big: 'Большое',
      anyTriple: 'Любой трипл',
      triple: 'Трипл',
      single: 'Число',
      totalBet: 'Сумма',
      singlePays: '1:1 · 2:1 · 3:1',
      empty: 'Фишек пока нет: выберите фишку и нажмите ставку.',
    },
    hiloText: {
      rules:
        'Угадайте, будет ли следующая карта больше или меньше · Туз — младшая карта, то же достоинство — проигрыш · Раунд без действий {minutes} мин разыгрывается за вас на более вероятную сторону',
      resumed: 'Незаконченный раунд восстановлен: больше или меньше?',
    },
    pokerText: {
      rules:
        'Валеты или лучше · полная таблица 9/6 · Оставьте любые карты, остальные сдаются заново · Рука без действий {minutes} мин рассчитывается как сдана',
      draw: 'Обменять',
      held: 'Оставлена',
      holdCard: 'Оставить карту {n}',
      resumed: 'Незаконченная рука восстановлена: оставьте карты и обменяйте.',
      paytable: 'Выплаты (за 1 ставки)',
      hands: {
        royal: 'Роял-флеш',
        straightFlush: 'Стрит-флеш',
        four: 'Каре',
        fullHouse: 'Фулл-хаус',
        flush: 'Флеш',
        straight: 'Стрит',
        three: 'Тройка',
        twoPair: 'Две пары',
        jacks: 'Валеты или лучше',
      },
    },
    rouletteText: {
      table: 'Стол рулетки',
      zero: 'Зеро',
      red: 'Красное',
      black: 'Чёрное',
      odd: 'Нечёт',
      even: 'Чёт',
      low: '1–18',
      high: '19–36',
      dozens: ['1-я дюжина', '2-я дюжина', '3-я дюжина'],
      column: '2:1',
      kinds: {
        straight: 'Число',
        split: 'Сплит',
        street: 'Стрит',
        corner: 'Угол',
        line: 'Линия',
        dozen: 'Дюжина',
        column: 'Колонка',
      },
      insideKind: 'Ставка на несколько чисел',
      position: 'Числа',
      place: 'Поставить фишку',
      bets: 'Ваши ставки',
      empty: 'Ставок пока нет: выберите фишку и нажмите число или внешнюю ставку.',
      total: 'Всего поставлено',
      clear: 'Убрать ставки',
      remove: 'Убрать',
      last: 'Выпавшее число',
    },
  },
  uk: {
    slot: 'Щасливі барабани',
    crash: 'Ракета',
    hilo: 'Більше-менше',
    roulette: 'Європейська рулетка',
    blackjack: 'Блекджек',
    baccarat: 'Баккара',
    wheel: 'Грошове колесо',
    sicbo: 'Сік бо',
    videopoker: 'Відеопокер',
    roll: 'Кинути',
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
      roulette: 'Tab до ставки, Enter: поставити фішку · S: крутити · C: прибрати ставки',
      blackjack: 'Enter: роздати · H: ще · S: досить · D: подвоїти',
      baccarat: 'P, B, T: поставити фішку · Enter або D: роздати · C: прибрати ставки',
      wheel: '1–6: фішка на 1, 2, 5, 10, 20, 40 · Enter: крутити · C: прибрати ставки',
      sicbo:
        'S, B: фішка на Мале або Велике · Tab до ставки, Enter: поставити фішку · R: кинути · C: прибрати ставки',
      videopoker: 'Enter: роздати, потім обміняти · 1–5: залишити карту',
    },
    session: 'Ця ігрова сесія більше не дійсна. Закрийте гру та відкрийте її знову.',
    operator: 'Казино зараз недоступне. Спробуйте трохи пізніше.',
    freeSpins: 'Залишилося безкоштовних обертань: {count}',
    symbols: { cherry: 'Вишня', lemon: 'Лимон', bell: 'Дзвіночок', star: 'Зірка', seven: 'Сімка' },
    tableText: {
      dealer: 'Дилер',
      you: 'Ви',
      hit: 'Ще',
      stand: 'Досить',
      double: 'Подвоїти',
      blackjackRules:
        'Блекджек платить 3:2 · Дилер зупиняється на м’яких 17 · Подвоєння на будь-яких двох перших картах · Без спліту · Рука без дій {minutes} хв зупиняється',
      resumed: 'Незавершену руку відновлено: ще, досить або подвоїти.',
      outcomes: { blackjack: 'Блекджек!', bust: 'Перебір.', dealerBust: 'У дилера перебір.' },
      spots: { player: 'Гравець', banker: 'Банкір', tie: 'Нічия' },
      pays: { player: '1:1', banker: '0,95:1', tie: '8:1' },
      baccaratRules:
        'Гравець 1:1 · Банкір 1:1 мінус 5% комісії · Нічия 8:1, у разі нічиєї ставки на Гравця і Банкіра повертаються',
      winners: { player: 'Виграв Гравець', banker: 'Виграв Банкір', tie: 'Нічия' },
      empty: 'Фішок поки немає: виберіть фішку й натисніть Гравець, Банкір або Нічия.',
      total: 'Усього поставлено',
      clear: 'Прибрати ставки',
    },
    chipText: {
      wheelRules:
        '54 сектори · Число платить свій коефіцієнт, від 1:1 до 40:1 · 2x і 7x — повторне обертання та множник наступного виграшу',
      spinAgain: '{x}: крутимо ще раз',
      wheelWins: 'Випало {number}',
      wheelWinsMultiplied: 'Випало {number}, коефіцієнт ×{x}',
      last: 'Останні результати',
      sicboRules:
        'Три кубики · Мале й Велике програють на будь-якому триплі · Число платить 1:1, 2:1 або 3:1 за один, два або три кубики',
      dice: 'Кубики',
      small: 'Мале',
      big: 'Велике',
      anyTriple: 'Будь-який трипл',
      triple: 'Трипл',
      single: 'Число',
      totalBet: 'Сума',
      singlePays: '1:1 · 2:1 · 3:1',
      empty: 'Фішок поки немає: виберіть фішку й натисніть ставку.',
    },
    hiloText: {
      rules:
        'Вгадайте, чи буде наступна карта більшою чи меншою · Туз — молодша карта, той самий номінал — програш · Раунд без дій {minutes} хв розігрується за вас на ймовірнішу сторону',
      resumed: 'Незавершений раунд відновлено: більше чи менше?',
    },
    pokerText: {
      rules:
        'Валети або краще · повна таблиця 9/6 · Залиште будь-які карти, решта роздається знову · Рука без дій {minutes} хв розраховується як роздана',
      draw: 'Обміняти',
      held: 'Залишена',
      holdCard: 'Залишити карту {n}',
      resumed: 'Незавершену руку відновлено: залиште карти й обміняйте.',
      paytable: 'Виплати (за 1 ставки)',
      hands: {
        royal: 'Роял-флеш',
        straightFlush: 'Стрит-флеш',
        four: 'Каре',
        fullHouse: 'Фул-хаус',
        flush: 'Флеш',
        straight: 'Стрит',
        three: 'Трійка',
        twoPair: 'Дві пари',
        jacks: 'Валети або краще',
      },
    },
    rouletteText: {
      table: 'Стіл рулетки',
      zero: 'Зеро',
      red: 'Червоне',
      black: 'Чорне',
      odd: 'Непарне',
      even: 'Парне',
      low: '1–18',
      high: '19–36',
      dozens: ['1-а дюжина', '2-а дюжина', '3-я дюжина'],
      column: '2:1',
      kinds: {
        straight: 'Число',
        split: 'Спліт',
        street: 'Стріт',
        corner: 'Кут',
        line: 'Лінія',
        dozen: 'Дюжина',
        column: 'Колонка',
      },
      insideKind: 'Ставка на кілька чисел',
      position: 'Числа',
      place: 'Поставити фішку',
      bets: 'Ваші ставки',
      empty: 'Ставок поки немає: виберіть фішку й натисніть число або зовнішню ставку.',
      total: 'Усього поставлено',
      clear: 'Прибрати ставки',
      remove: 'Прибрати',
      last: 'Число, що випало',
    },
  },
  kk: {
    slot: 'Бақытты барабандар',
    crash: 'Зымыран',
    hilo: 'Көп-аз',
    roulette: 'Еуропалық рулетка',
    blackjack: 'Блэкджек',
    baccarat: 'Баккара',
    wheel: 'Ақша дөңгелегі',
    sicbo: 'Сик бо',
    videopoker: 'Бейнепокер',
    roll: 'Лақтыру',
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
      roulette:
        'Tab арқылы бәске өтіңіз, Enter: фишка қою · S: айналдыру · C: бәстерді алып тастау',
      blackjack: 'Enter: тарату · H: тағы · S: жеткілікті · D: екі есе',
      baccarat: 'P, B, T: фишка қою · Enter немесе D: тарату · C: бәстерді алып тастау',
      wheel: '1–6: 1, 2, 5, 10, 20, 40 санына фишка · Enter: айналдыру · C: бәстерді алып тастау',
      sicbo:
        'S, B: Кіші немесе Үлкенге фишка · Tab арқылы бәске өтіңіз, Enter: фишка қою · R: лақтыру · C: бәстерді алып тастау',
      videopoker: 'Enter: тарату, содан кейін ауыстыру · 1–5: картаны қалдыру',
    },
    session: 'Бұл ойын сессиясы енді жарамсыз. Ойынды жауып, қайта ашыңыз.',
    operator: 'Казиноға қазір қосылу мүмкін емес. Сәлден соң қайталаңыз.',
    freeSpins: 'Қалған тегін айналдырулар: {count}',
    symbols: { cherry: 'Шие', lemon: 'Лимон', bell: 'Қоңырау', star: 'Жұлдыз', seven: 'Жеті' },
    tableText: {
      dealer: 'Дилер',
      you: 'Сіз',
      hit: 'Тағы',
      stand: 'Жеткілікті',
      double: 'Екі есе',
      blackjackRules:
        'Блэкджек 3:2 төлейді · Дилер жұмсақ 17-де тоқтайды · Кез келген алғашқы екі картада екі еселеу · Сплит жоқ · {minutes} минут әрекетсіз қалған қол тоқтайды',
      resumed: 'Аяқталмаған қол қайтарылды: тағы, жеткілікті немесе екі есе.',
      outcomes: { blackjack: 'Блэкджек!', bust: 'Асып кетті.', dealerBust: 'Дилер асып кетті.' },
      spots: { player: 'Ойыншы', banker: 'Банкир', tie: 'Тең' },
      pays: { player: '1:1', banker: '0,95:1', tie: '8:1' },
      baccaratRules:
        'Ойыншы 1:1 · Банкир 1:1, 5% комиссия шегеріледі · Тең 8:1, тең болғанда Ойыншы мен Банкирге бәстер қайтарылады',
      winners: { player: 'Ойыншы ұтты', banker: 'Банкир ұтты', tie: 'Тең' },
      empty: 'Әзірге фишка жоқ: фишканы таңдап, Ойыншы, Банкир немесе Тең түймесін басыңыз.',
      total: 'Барлық бәс',
      clear: 'Бәстерді алып тастау',
    },
    chipText: {
      wheelRules:
        '54 сектор · Әр сан өз коэффициентін төлейді, 1:1-ден 40:1-ге дейін · 2x және 7x қайта айналдырып, келесі ұтысты көбейтеді',
      spinAgain: '{x}: қайта айналдырамыз',
      wheelWins: '{number} түсті',
      wheelWinsMultiplied: '{number} түсті, коэффициент ×{x}',
      last: 'Соңғы нәтижелер',
      sicboRules:
        'Үш сүйек · Кіші мен Үлкен кез келген триплде ұтылады · Сан бір, екі немесе үш сүйекке 1:1, 2:1 немесе 3:1 төлейді',
      dice: 'Сүйектер',
      small: 'Кіші',
      big: 'Үлкен',
      anyTriple: 'Кез келген трипл',
      triple: 'Трипл',
      single: 'Сан',
      totalBet: 'Қосынды',
      singlePays: '1:1 · 2:1 · 3:1',
      empty: 'Әзірге фишка жоқ: фишканы таңдап, бәсті басыңыз.',
    },
    hiloText: {
      rules:
        'Келесі карта жоғары ма, төмен бе — болжаңыз · Тұз — ең кіші карта, дәл сол карта шықса — ұтылыс · {minutes} минут әрекетсіз қалған раунд сіз үшін ықтималдығы жоғары жаққа ойналады',
      resumed: 'Аяқталмаған раунд қайтарылды: жоғары ма, төмен бе?',
    },
    pokerText: {
      rules:
        'Валеттер немесе жоғары · толық 9/6 кестесі · Кез келген картаны қалдырыңыз, қалғаны қайта таратылады · {minutes} минут әрекетсіз қалған қол таратылғандай есептеледі',
      draw: 'Ауыстыру',
      held: 'Қалдырылды',
      holdCard: '{n}-картаны қалдыру',
      resumed: 'Аяқталмаған қол қайтарылды: карталарды қалдырып, ауыстырыңыз.',
      paytable: 'Төлемдер (1 бәс үшін)',
      hands: {
        royal: 'Корольдік флеш',
        straightFlush: 'Стрит-флеш',
        four: 'Каре',
        fullHouse: 'Фулл-хаус',
        flush: 'Флеш',
        straight: 'Стрит',
        three: 'Үштік',
        twoPair: 'Екі жұп',
        jacks: 'Валеттер немесе жоғары',
      },
    },
    rouletteText: {
      table: 'Рулетка үстелі',
      zero: 'Зеро',
      red: 'Қызыл',
      black: 'Қара',
      odd: 'Тақ',
      even: 'Жұп',
      low: '1–18',
      high: '19–36',
      dozens: ['1-ші дюжина', '2-ші дюжина', '3-ші дюжина'],
      column: '2:1',
      kinds: {
        straight: 'Сан',
        split: 'Сплит',
        street: 'Стрит',
        corner: 'Бұрыш',
        line: 'Сызық',
        dozen: 'Дюжина',
        column: 'Баған',
      },
      insideKind: 'Бірнеше санға бәс',
      position: 'Сандар',
      place: 'Фишка қою',
      bets: 'Сіздің бәстеріңіз',
      empty: 'Әзірге бәс жоқ: фишканы таңдап, санды немесе сыртқы бәсті басыңыз.',
      total: 'Барлық бәс',
      clear: 'Бәстерді алып тастау',
      remove: 'Алып тастау',
      last: 'Түскен сан',
    },
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An amount of 1/100,000 units in major units, as the frame's script shows amounts (frame.js
 * `amount`): two decimals, more when needed (a BTC stake of 0.00001).
 */
export function formatUnits(units: number): string {
  const whole = Math.floor(units / 100_000);
  const fraction = String(units % 100_000)
    .padStart(5, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${whole}.${fraction}`;
}

function controls(code: GameCode, t: Texts, idleMinutes: number): string {
  if (code === 'slot')
    return `<div class="reels" id="reels" aria-live="polite" data-texts="${escape(JSON.stringify(t.symbols))}"></div>
      <button id="play" class="primary" type="button">${t.spin}</button>`;
  if (code === 'crash')
    return `<div class="crash"><output id="multiplier" aria-live="polite">1.00×</output></div>
      <label class="field">${t.cashout}<input id="target" type="number" min="1.01" max="1000" step="0.01" value="2.00" inputmode="decimal"></label>
      <button id="play" class="primary" type="button">${t.launch}</button>`;
  if (code === 'roulette') return rouletteControls(t);
  if (code === 'blackjack') return blackjackControls(t, idleMinutes);
  if (code === 'baccarat') return baccaratControls(t);
  if (code === 'wheel') return wheelControls(t);
  if (code === 'sicbo') return sicBoControls(t);
  if (code === 'videopoker') return videoPokerControls(t, idleMinutes);
  return hiloControls(t, idleMinutes);
}

/**
 * Hi-lo: the dealt card and the next one, the deal and the two guesses. The script asks for an
 * open round on load, so a reloaded page carries on where it was left.
 */
function hiloControls(t: Texts, idleMinutes: number): string {
  const h = t.hiloText;
  const texts = escape(JSON.stringify({ resumed: h.resumed }));
  return `<p class="rules" data-testid="hilo-rules">${escape(h.rules.replace('{minutes}', String(idleMinutes)))}</p>
    <div class="cards" data-texts="${texts}"><div class="card" id="card" aria-live="polite">?</div><div class="card" id="next">?</div></div>
    <div class="row"><button id="play" class="primary" type="button">${t.deal}</button>
    <button id="higher" type="button" disabled>▲ ${t.higher}</button>
    <button id="lower" type="button" disabled>▼ ${t.lower}</button></div>`;
}

/** A hand on the felt: its name, its total and its cards, read out as they change. */
const handArea = (id: string, name: string) =>
  `<section class="hand" aria-labelledby="${id}-name">
      <h2 id="${id}-name">${escape(name)} <output id="${id}-total" class="total-points" data-testid="${id}-total"></output></h2>
      <ul id="${id}-cards" class="hand-cards" data-testid="${id}-cards" aria-live="polite"></ul>
    </section>`;

/**
 * The blackjack table: the dealer's hand over the player's, the actions under them. The frame's
 * script asks for an open hand on load, so a reloaded page carries on where it was left.
 */
function blackjackControls(t: Texts, idleMinutes: number): string {
  const b = t.tableText;
  const texts = escape(JSON.stringify({ resumed: b.resumed, ...b.outcomes }));
  return `<p class="rules" data-testid="blackjack-rules">${escape(b.blackjackRules.replace('{minutes}', String(idleMinutes)))}</p>
    <div class="felt" data-texts="${texts}">
      ${handArea('dealer', b.dealer)}
      ${handArea('player', b.you)}
      <p id="outcome" class="outcome" data-testid="blackjack-outcome" aria-live="polite"></p>
    </div>
    <div class="row"><button id="play" class="primary" type="button">${t.deal}</button>
    <button id="hit" type="button" disabled>${b.hit}</button>
    <button id="stand" type="button" disabled>${b.stand}</button>
    <button id="double" type="button" disabled>${b.double}</button></div>`;
}

/**
 * The baccarat table: chips go on Player, Banker and Tie (each a button, a chip a press), then the
 * deal; the two hands and the winner show above the spots.
 */
function baccaratControls(t: Texts): string {
  const b = t.tableText;
  const spots = (['player', 'banker', 'tie'] as const)
    .map(
      (spot) =>
        `<button type="button" class="spot ${spot}" data-spot="${spot}" data-testid="baccarat-${spot}"><span>${escape(b.spots[spot])}</span><small>${escape(b.pays[spot])}</small><strong class="placed"></strong></button>`,
    )
    .join('');
  const texts = escape(JSON.stringify(b.winners));
  return `<p class="rules">${escape(b.baccaratRules)}</p>
    <div class="felt baccarat" data-texts="${texts}">
      ${handArea('punto', b.spots.player)}
      ${handArea('banco', b.spots.banker)}
      <p id="outcome" class="outcome" data-testid="baccarat-outcome" aria-live="polite"></p>
    </div>
    <div class="spots" role="group" aria-label="${escape(t.baccarat)}">${spots}</div>
    <p id="slip-empty" class="hint">${escape(b.empty)}</p>
    <p class="total">${escape(b.total)}: <strong id="total" data-testid="baccarat-total"></strong></p>
    <div class="row"><button id="play" class="primary" type="button">${t.deal}</button>
    <button id="clear" type="button">${escape(b.clear)}</button></div>`;
}

/** A spot of a chip table: a button (a press places the chosen chip), its name, odds and chips. */
const chipSpot = (spot: string, name: string, pays: string, extra = '') =>
  `<button type="button" class="spot ${extra}" data-spot="${spot}" data-testid="spot-${spot}"><span>${escape(name)}</span><small>${escape(pays)}</small><strong class="placed"></strong></button>`;

/** The slip under a chip table: the hint, the total and the buttons. */
const chipSlip = (t: Texts, play: string) =>
  `<p id="slip-empty" class="hint">${escape(t.chipText.empty)}</p>
    <p class="total">${escape(t.tableText.total)}: <strong id="total" data-testid="chips-total"></strong></p>
    <div class="row"><button id="play" class="primary" type="button">${escape(play)}</button>
    <button id="clear" type="button">${escape(t.tableText.clear)}</button></div>`;

/** The money wheel: where it stopped (and any multipliers on the way), then a spot per number. */
function wheelControls(t: Texts): string {
  const c = t.chipText;
  const texts = escape(
    JSON.stringify({
      spinAgain: c.spinAgain,
      wins: c.wheelWins,
      winsMultiplied: c.wheelWinsMultiplied,
    }),
  );
  const spots = WHEEL_NUMBERS.map((number) =>
    chipSpot(number, number, `${number}:1`, `n${number}`),
  ).join('');
  return `<p class="rules">${escape(c.wheelRules)}</p>
    <div class="felt wheel-felt" data-texts="${texts}">
      <output id="wheel-result" class="wheel-result" data-testid="wheel-result" aria-live="polite">–</output>
      <p id="outcome" class="outcome" aria-live="polite"></p>
      <div class="history-row"><span>${escape(c.last)}</span><ol id="history" class="history"></ol></div>
    </div>
    <div class="spots six" role="group" aria-label="${escape(t.wheel)}">${spots}</div>
    ${chipSlip(t, t.spin)}`;
}

/**
 * The video poker machine: the paytable, five cards (each a toggle button: pressed is held) and
 * one button that deals, then draws. The script asks for an open hand on load (a reload resumes).
 */
function videoPokerControls(t: Texts, idleMinutes: number): string {
  const p = t.pokerText;
  const rows = POKER_HANDS.map(
    (hand) =>
      `<li data-hand="${hand}"><span>${escape(p.hands[hand])}</span><strong>${POKER_PAYS[hand]}</strong></li>`,
  ).join('');
  const cards = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<button type="button" class="poker-card" data-index="${n - 1}" aria-pressed="false" aria-label="${escape(p.holdCard.replace('{n}', String(n)))}" disabled><span class="face">?</span><small class="held">${escape(p.held)}</small></button>`,
    )
    .join('');
  const texts = escape(
    JSON.stringify({ resumed: p.resumed, deal: t.deal, draw: p.draw, hands: p.hands }),
  );
  return `<p class="rules" data-testid="videopoker-rules">${escape(p.rules.replace('{minutes}', String(idleMinutes)))}</p>
    <section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escape(p.paytable)}</h2><ol id="paytable">${rows}</ol></section>
    <div class="felt poker-felt" data-texts="${texts}">
      <div class="poker-cards" id="poker-cards" data-testid="poker-cards">${cards}</div>
      <p id="outcome" class="outcome" data-testid="videopoker-outcome" aria-live="polite"></p>
    </div>
    <div class="row"><button id="play" class="primary" type="button">${escape(t.deal)}</button></div>`;
}

/** The sic bo table: the dice, then Small, Big and Any triple, the totals, the triples and numbers. */
function sicBoControls(t: Texts): string {
  const c = t.chipText;
  const group = (label: string, className: string, buttons: string) =>
    `<div class="spots ${className}" role="group" aria-label="${escape(label)}">${buttons}</div>`;
  const main =
    chipSpot('small', c.small, '4–10 · 1:1') +
    chipSpot('big', c.big, '11–17 · 1:1') +
    chipSpot('any-triple', c.anyTriple, '30:1');
  const totals = SICBO_TOTALS.map((total) =>
    chipSpot(`total-${total}`, String(total), `${TOTAL_ODDS[total]}:1`),
  ).join('');
  const triples = SICBO_FACES.map((face) =>
    chipSpot(`triple-${face}`, `${face}${face}${face}`, '180:1'),
  ).join('');
  const singles = SICBO_FACES.map((face) =>
    chipSpot(`single-${face}`, `${c.single} ${face}`, c.singlePays),
  ).join('');
  return `<p class="rules">${escape(c.sicboRules)}</p>
    <div class="felt dice-felt" data-texts="${escape(JSON.stringify({ total: c.totalBet }))}">
      <ul id="dice" class="dice" data-testid="sicbo-dice" aria-label="${escape(c.dice)}" aria-live="polite"></ul>
      <p id="outcome" class="outcome" data-testid="sicbo-outcome" aria-live="polite"></p>
    </div>
    ${group(t.sicbo, 'three', main)}
    ${group(c.totalBet, 'seven', totals)}
    ${group(c.triple, 'six', triples)}
    ${group(c.single, 'six', singles)}
    ${chipSlip(t, t.roll)}`;
}

/**
 * The roulette table: every cell a button (a chip on that bet), rows of three as on a phone and
 * turned on its side on a wide screen by the stylesheet; split, street, corner and line bets are
 * chosen from lists, which a keyboard reaches as easily as a mouse.
 */
function rouletteControls(t: Texts): string {
  const r = t.rouletteText;
  const cell = (kind: string, numbers: string, label: string, text: string, extra = '') =>
    `<button type="button" class="bet ${extra}" data-kind="${kind}" data-numbers="${numbers}" aria-label="${escape(label)}">${escape(text)}</button>`;
  const numbers = Array.from({ length: 36 }, (_, i) => {
    const n = i + 1;
    const colour = RED.includes(n) ? 'red' : 'black';
    return cell('straight', String(n), `${n} ${r[colour]}`, String(n), `num ${colour}`);
  }).join('');
  const columns = [1, 2, 3]
    .map((c) => cell('column', String(c), `${r.kinds.column} ${c}`, r.column, 'col'))
    .join('');
  const dozens = r.dozens.map((label, i) => cell('dozen', String(i + 1), label, label)).join('');
  const even = (['low', 'even', 'red', 'black', 'odd', 'high'] as const)
    .map((kind) => cell(kind, '', r[kind], r[kind], kind === 'red' || kind === 'black' ? kind : ''))
    .join('');
  const kinds = (['split', 'street', 'corner', 'line'] as const)
    .map((kind) => `<option value="${kind}">${r.kinds[kind]}</option>`)
    .join('');
  const { split, street, corner, line } = INSIDE_POSITIONS;
  const positions = escape(JSON.stringify({ split, street, corner, line }));
  // The slip names each bet in the frame's script: the kinds and the even-money names.
  const { red, black, odd, even: evenName, low, high, remove } = r;
  const slipTexts = escape(
    JSON.stringify({ ...r.kinds, red, black, odd, even: evenName, low, high, remove }),
  );
  return `<div class="wheel"><span>${r.last}</span><output id="pocket" class="pocket" aria-live="polite" data-testid="roulette-pocket">–</output><ol id="history" class="history"></ol></div>
    <div class="table" role="group" aria-label="${escape(r.table)}">
      ${cell('straight', '0', `0 ${r.zero}`, '0', 'num zero green')}
      <div class="grid">${numbers}${columns}</div>
    </div>
    <div class="outside">${dozens}</div>
    <div class="outside even">${even}</div>
    <div class="inside">
      <label class="field">${r.insideKind}<select id="inside-kind">${kinds}</select></label>
      <label class="field">${r.position}<select id="inside-position" data-positions="${positions}"></select></label>
      <button type="button" id="inside-place">${r.place}</button>
    </div>
    <section class="slip" aria-labelledby="slip-title" data-texts="${slipTexts}">
      <h2 id="slip-title">${r.bets}</h2>
      <p id="slip-empty" class="hint">${r.empty}</p>
      <ul id="slip" data-testid="roulette-slip"></ul>
      <p class="total">${r.total}: <strong id="total" data-testid="roulette-total"></strong></p>
    </section>
    <div class="row"><button id="play" class="primary" type="button">${t.spin}</button>
    <button id="clear" type="button">${r.clear}</button></div>`;
}

/** A game's frame page; with `error`, the page that says why the game cannot start. */
export function gamePage(input: {
  code: GameCode;
  lang: PageLanguage;
  session?: PlaySession;
  balance?: number;
  /** Free rounds granted by the casino still to play in this session. */
  freeSpinsLeft?: number;
  /** Blackjack, video poker, hi-lo: the minutes a round may wait before it is settled (10). */
  idleMinutes?: number;
  error?: 'session' | 'operator';
}): string {
  const t = TEXT[input.lang];
  const head = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t[input.code]}</title><link rel="stylesheet" href="/static/frame.css"><script src="/static/ready.js" defer></script></head>`;
  if (input.error || !input.session)
    return `${head}<body><main class="frame"><p class="error" role="alert" data-testid="provider-error">${t[input.error ?? 'session']}</p></main></body></html>`;
  const session = input.session;
  // The session currency's ladder: the only stakes play accepts.
  const ladder = stakeLadder(session.currency);
  const options = ladder.stakes
    .map(
      (stake) =>
        `<option value="${stake}"${stake === ladder.preset ? ' selected' : ''}>${formatUnits(stake)}</option>`,
    )
    .join('');
  const balance = session.mode === 'demo' ? session.funBalance : (input.balance ?? 0);
  const freeLeft = input.freeSpinsLeft ?? 0;
  const game = controls(input.code, t, input.idleMinutes ?? 10);
  const stakeField = `<label class="field">${t.stake} (${escape(session.currency)})<select id="stake">${options}</select></label>`;
  const message = '<p id="message" class="message" role="status"></p>';
  // Roulette's and baccarat's tables are tall: the chip is chosen, and the result read, above them.
  const chipsFirst = ['roulette', 'baccarat', 'wheel', 'sicbo'].includes(input.code);
  const chipTable = ['baccarat', 'wheel', 'sicbo'].includes(input.code);
  return `${head}<body data-session="${escape(session.id)}" data-code="${input.code}" data-currency="${escape(session.currency)}" data-balance="${balance}" data-lang="${input.lang}">
<main class="frame">
  <header><h1>${t[input.code]}</h1><span class="mode ${session.mode}">${session.mode === 'demo' ? t.demo : t.real}</span></header>
  <p class="balance">${t.balance}: <strong id="balance" data-testid="frame-balance"></strong></p>
  <p id="freespins" class="freespins" data-testid="frame-freespins" role="status" data-text="${escape(t.freeSpins)}" data-left="${freeLeft}"${freeLeft > 0 ? '' : ' hidden'}>${escape(t.freeSpins.replace('{count}', String(freeLeft)))}</p>
  ${chipsFirst ? `${stakeField}${message}<section class="game">${game}</section>` : `<section class="game">${game}</section>${stakeField}${message}`}
  <p class="keys">${t.keys[input.code]}</p>
</main>
<script src="/static/frame.js"></script>${chipTable ? '<script src="/static/chips.js"></script>' : ''}<script src="/static/${input.code}.js"></script>
</body></html>`;
}
