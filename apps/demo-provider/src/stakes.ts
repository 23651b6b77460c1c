/**
 * The bet ladder of each session currency, as real providers configure one: the stakes a frame
 * offers (and the only ones play accepts), in 1/100,000 units of the currency (the wallet
 * protocol's unit), and the stake a page starts on. Every ladder runs from roughly 0.10 to 100 US
 * dollars; the rates behind them are rough and round on purpose (a ladder is a menu, not a price),
 * so a ladder needs no change when a rate moves.
 */
export interface StakeLadder {
  stakes: readonly number[];
  /** The stake a page has chosen when it opens (worth about one US dollar). */
  preset: number;
}

/** The protocol's unit: amounts are integers of 1/100,000 of the currency. */
const UNITS_PER_MAJOR = 100_000;

/** A decimal written in major units ("0.00001") as protocol units; refused if not a whole unit. */
function unitsOf(major: string): number {
  const [whole = '', fraction = ''] = major.split('.');
  if (!/^\d+$/.test(whole) || !/^\d{0,5}$/.test(fraction))
    throw new Error(`stake ${major} is not a whole number of 1/100,000 units`);
  return Number(whole) * UNITS_PER_MAJOR + Number(fraction.padEnd(5, '0'));
}

function ladder(stakes: readonly string[], preset: string): StakeLadder {
  return { stakes: stakes.map(unitsOf), preset: unitsOf(preset) };
}

/**
 * The US dollar's ladder: 0.10 to 100. Currencies worth about a dollar (EUR, GBP, CHF, CAD, AUD,
 * the dollar stablecoins…) use it, and so does any currency not listed below: an unknown
 * currency's stakes are then the ones the provider always offered.
 */
const DOLLAR = ladder(['0.1', '0.5', '1', '2', '5', '10', '25', '100'], '1');

/**
 * Currencies worth a fraction of a dollar: the dollar's ladder times roughly how many of them a
 * dollar buys, rounded to 1, 2 or 5 times a power of ten so the stakes stay round numbers.
 */
const DOLLAR_MULTIPLES: Record<string, number> = {
  RUB: 100,
  UAH: 50,
  KZT: 500,
  BYN: 5,
  UZS: 10_000,
  KGS: 100,
  AZN: 2,
  AMD: 500,
  GEL: 2,
  INR: 100,
  TRY: 50,
  JPY: 100,
  CNY: 10,
  BRL: 5,
  PLN: 5,
  MXN: 20,
  IDR: 20_000,
  TRX: 5,
  DOGE: 5,
};

/**
 * Coins worth more than a dollar, written out: the dollar's ladder divided by their price would
 * land on odd values, and for BTC below the protocol's smallest amount (0.00001 BTC, so BTC's
 * ladder starts there, about a dollar, rather than at a tenth of one).
 */
const COINS: Record<string, StakeLadder> = {
  BTC: ladder(
    ['0.00001', '0.00002', '0.00005', '0.0001', '0.0002', '0.0005', '0.001', '0.002'],
    '0.00001',
  ),
  ETH: ladder(
    ['0.00005', '0.0001', '0.0003', '0.0005', '0.001', '0.003', '0.01', '0.03'],
    '0.0003',
  ),
  BNB: ladder(['0.0002', '0.001', '0.002', '0.004', '0.01', '0.02', '0.05', '0.2'], '0.002'),
  SOL: ladder(['0.0005', '0.002', '0.005', '0.01', '0.03', '0.05', '0.15', '0.5'], '0.005'),
  LTC: ladder(['0.001', '0.005', '0.01', '0.02', '0.05', '0.1', '0.25', '1'], '0.01'),
  TON: ladder(['0.05', '0.2', '0.5', '1', '2', '5', '10', '30'], '0.5'),
};

const LADDERS = new Map<string, StakeLadder>([
  ...Object.entries(COINS),
  ...Object.entries(DOLLAR_MULTIPLES).map(([currency, times]): [string, StakeLadder] => [
    currency,
    { stakes: DOLLAR.stakes.map((stake) => stake * times), preset: DOLLAR.preset * times },
  ]),
]);

/** The ladder of a session's currency (the dollar's for a currency not listed). */
export function stakeLadder(currency: string): StakeLadder {
  return LADDERS.get(currency.toUpperCase()) ?? DOLLAR;
}

/** Every currency with a ladder of its own (tests check each one). */
export const LADDER_CURRENCIES = [...LADDERS.keys()];

/** Fun money of a demo session: a thousand of its currency's preset stakes (1,000 US dollars). */
export const demoBalance = (currency: string) => stakeLadder(currency).preset * 1000;
