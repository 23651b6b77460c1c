import type { FiatDetailField, FiatFeeLevel, FiatMethodKind } from '@wheelhouse/contracts/fiat';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type { Database } from '../../../platform/db/client';
import type { CurrenciesService } from '../../currencies';
import { methodIconPath } from './icons';
import { fiatMethodsRepository, type NewFiatMethodRow } from './repository';
import { requisitesRepository } from '../requisites/repository';

/**
 * The demo set of fiat payment methods (embedded mode, SEED_DEMO): one of every method kind in the
 * markets the spec names, with realistic limits and fee tiers, and the P2P desk's requisites for
 * each desk method. Amounts are major units of the method currency. Requisites are obviously fake:
 * test card numbers, +7 900 000-00-0x style phones, "(demo)" banks.
 */
interface DemoSide {
  min: string;
  max: string;
}
interface DemoMethod {
  id: string;
  name: string;
  label: string;
  method: FiatMethodKind;
  currency: string;
  priority: number;
  isOther?: boolean;
  processor?: 'desk' | 'external';
  orderTtlSeconds?: number;
  buy:
    | (DemoSide & {
        multiplyOrdersAllowed?: boolean;
        required?: FiatDetailField[];
        optional?: FiatDetailField[];
        presets: string[];
      })
    | null;
  sell:
    | (DemoSide & {
        levels: FiatFeeLevel[];
        required: FiatDetailField[];
        optional?: FiatDetailField[];
        subbanks?: {
          id: string;
          name: string;
          required: FiatDetailField[];
          optional?: FiatDetailField[];
        }[];
      })
    | null;
}

interface DemoRequisite {
  methodId: string;
  card?: string;
  phone?: string;
  accountNumber?: string;
  bankName: string;
  recipientName: string;
  /** The day's capacity, major units. */
  dailyLimit: string;
}

/** No fee up to the threshold, then percent + fixed (the shape most desks quote). */
const freeUpTo = (threshold: string, percent: string, fixed: string): FiatFeeLevel[] => [
  { minAmount: '0', percent: '0', fixed: '0' },
  { minAmount: threshold, percent, fixed },
];

export const DEMO_FIAT_METHODS: readonly DemoMethod[] = [
  {
    id: 'rub-card',
    name: 'Bank card',
    label: 'Card RUB',
    method: 'p2p',
    currency: 'RUB',
    priority: 100,
    buy: {
      min: '500',
      max: '100000',
      multiplyOrdersAllowed: false,
      presets: ['500', '1000', '2000', '5000', '10000'],
    },
    sell: { min: '1000', max: '150000', levels: freeUpTo('5000', '1.5', '50'), required: ['card'] },
  },
  {
    id: 'rub-sbp',
    name: 'SBP (Faster Payments)',
    label: 'SBP RUB',
    method: 'sbp',
    currency: 'RUB',
    priority: 95,
    buy: {
      min: '300',
      max: '100000',
      multiplyOrdersAllowed: false,
      presets: ['300', '1000', '3000', '5000', '10000'],
    },
    sell: {
      min: '1000',
      max: '100000',
      levels: freeUpTo('5000', '1.5', '50'),
      required: ['phone'],
    },
  },
  {
    id: 'uah-card',
    name: 'Bank card',
    label: 'Card UAH',
    method: 'p2p',
    currency: 'UAH',
    priority: 90,
    buy: { min: '200', max: '50000', presets: ['200', '500', '1000', '2000', '5000'] },
    sell: { min: '500', max: '50000', levels: freeUpTo('2000', '1.5', '20'), required: ['card'] },
  },
  {
    id: 'kzt-card',
    name: 'Bank card',
    label: 'Card KZT',
    method: 'p2p',
    currency: 'KZT',
    priority: 85,
    buy: { min: '2000', max: '1000000', presets: ['2000', '5000', '10000', '25000', '50000'] },
    sell: {
      min: '5000',
      max: '1000000',
      levels: freeUpTo('50000', '1.5', '500'),
      required: ['card'],
    },
  },
  {
    id: 'uzs-card',
    name: 'Uzcard / Humo',
    label: 'Card UZS',
    method: 'p2p',
    currency: 'UZS',
    priority: 80,
    buy: {
      min: '50000',
      max: '20000000',
      presets: ['50000', '100000', '250000', '500000', '1000000'],
    },
    sell: {
      min: '100000',
      max: '20000000',
      levels: freeUpTo('1000000', '1.5', '10000'),
      required: ['card'],
    },
  },
  {
    id: 'idr-bank',
    name: 'Bank transfer',
    label: 'Bank IDR',
    method: 'account_number',
    currency: 'IDR',
    priority: 75,
    buy: {
      min: '50000',
      max: '50000000',
      required: ['full_name'],
      presets: ['50000', '100000', '200000', '500000', '1000000'],
    },
    sell: {
      min: '100000',
      max: '50000000',
      levels: freeUpTo('5000000', '1.5', '10000'),
      required: ['account_number'],
      subbanks: [
        { id: 'bca', name: 'BCA', required: ['account_number', 'full_name'] },
        { id: 'bni', name: 'BNI', required: ['account_number', 'full_name'] },
        { id: 'bri', name: 'BRI', required: ['account_number', 'full_name'] },
        {
          id: 'mandiri',
          name: 'Mandiri',
          required: ['account_number', 'full_name_latin'],
          optional: ['email'],
        },
        {
          id: 'permata',
          name: 'Permata',
          required: ['account_number', 'full_name', 'person_id'],
        },
      ],
    },
  },
  {
    id: 'pln-blik',
    name: 'BLIK',
    label: 'BLIK PLN',
    method: 'blik',
    currency: 'PLN',
    priority: 70,
    orderTtlSeconds: 600,
    buy: { min: '20', max: '5000', presets: ['20', '50', '100', '200', '500'] },
    sell: { min: '50', max: '5000', levels: freeUpTo('1000', '1.5', '2'), required: ['phone'] },
  },
  {
    id: 'kzt-mobile',
    name: 'Mobile balance',
    label: 'Mobile KZT',
    method: 'mpayment',
    currency: 'KZT',
    priority: 60,
    buy: {
      min: '1000',
      max: '100000',
      required: ['phone'],
      presets: ['1000', '2000', '5000', '10000', '20000'],
    },
    sell: {
      min: '2000',
      max: '100000',
      levels: [{ minAmount: '0', percent: '3', fixed: '0' }],
      required: ['phone'],
    },
  },
  {
    id: 'steam',
    name: 'Steam wallet',
    label: 'Steam',
    method: 'steam',
    currency: 'RUB',
    priority: 50,
    buy: null,
    sell: {
      min: '100',
      max: '15000',
      levels: [{ minAmount: '0', percent: '5', fixed: '0' }],
      // The Steam login (trade link account) the top-up goes to.
      required: ['account_number'],
    },
  },
  {
    id: 'revolut',
    name: 'Revolut',
    label: 'Revolut',
    method: 'ewallet',
    currency: 'EUR',
    priority: 30,
    isOther: true,
    processor: 'external',
    orderTtlSeconds: 1800,
    buy: {
      min: '10',
      max: '2000',
      multiplyOrdersAllowed: true,
      required: ['email'],
      presets: ['10', '25', '50', '100', '250'],
    },
    sell: {
      min: '20',
      max: '2000',
      levels: [{ minAmount: '0', percent: '2', fixed: '0.50' }],
      required: ['email'],
    },
  },
  {
    id: 'wise',
    name: 'Wise',
    label: 'Wise',
    method: 'ewallet',
    currency: 'EUR',
    priority: 29,
    isOther: true,
    buy: {
      min: '10',
      max: '2000',
      required: ['email'],
      presets: ['10', '25', '50', '100', '250'],
    },
    sell: {
      min: '20',
      max: '2000',
      levels: [{ minAmount: '0', percent: '2', fixed: '0.50' }],
      required: ['email'],
      optional: ['full_name'],
    },
  },
  {
    id: 'skrill',
    name: 'Skrill',
    label: 'Skrill',
    method: 'ewallet',
    currency: 'EUR',
    priority: 28,
    isOther: true,
    buy: null,
    sell: {
      min: '20',
      max: '2000',
      levels: freeUpTo('500', '1', '1'),
      required: ['email'],
    },
  },
];

export const DEMO_P2P_REQUISITES: readonly DemoRequisite[] = [
  {
    methodId: 'rub-card',
    card: '2200000000000004',
    bankName: 'Sber (demo)',
    recipientName: 'Ivan D.',
    dailyLimit: '1000000',
  },
  {
    methodId: 'rub-card',
    card: '4111111111111111',
    bankName: 'T-Bank (demo)',
    recipientName: 'Maria K.',
    dailyLimit: '1000000',
  },
  {
    methodId: 'rub-sbp',
    phone: '+79000000001',
    bankName: 'Sber (demo)',
    recipientName: 'Ivan D.',
    dailyLimit: '1000000',
  },
  {
    methodId: 'uah-card',
    card: '5555555555554444',
    bankName: 'Monobank (demo)',
    recipientName: 'Olena S.',
    dailyLimit: '500000',
  },
  {
    methodId: 'kzt-card',
    card: '4000000000000002',
    bankName: 'Kaspi (demo)',
    recipientName: 'Aigerim N.',
    dailyLimit: '10000000',
  },
  {
    methodId: 'uzs-card',
    card: '8600000000000001',
    bankName: 'Uzcard (demo)',
    recipientName: 'Timur R.',
    dailyLimit: '200000000',
  },
  {
    methodId: 'idr-bank',
    accountNumber: '0000123456',
    bankName: 'BCA (demo)',
    recipientName: 'Budi S.',
    dailyLimit: '500000000',
  },
  {
    methodId: 'pln-blik',
    phone: '+48500000001',
    bankName: 'PKO BP (demo)',
    recipientName: 'Jan K.',
    dailyLimit: '50000',
  },
  {
    methodId: 'kzt-mobile',
    phone: '+77000000001',
    bankName: 'Beeline KZ (demo)',
    recipientName: 'Aigerim N.',
    dailyLimit: '1000000',
  },
  {
    methodId: 'wise',
    accountNumber: 'GB00DEMO00000000000001',
    bankName: 'Wise (demo)',
    recipientName: 'Demo Desk Ltd',
    dailyLimit: '20000',
  },
];

function minorOf(text: string, scale: number): bigint {
  const parsed = parseAmount(text, scale);
  if (!parsed.ok) throw new Error(`demo amount ${text} does not fit scale ${scale}`);
  return parsed.minor;
}

/** A demo method as a row, amounts in minor units at the currency's ledger scale. */
export function demoMethodRow(demo: DemoMethod, scale: number): NewFiatMethodRow {
  const at = (text: string) => formatAmount(minorOf(text, scale), scale);
  // A side that is off keeps placeholder limits (the table requires them; never shown).
  const buy = demo.buy ?? { min: '1', max: '1', presets: [] };
  const sell = demo.sell ?? { min: '1', max: '1', levels: [], required: [] };
  return {
    id: demo.id,
    name: demo.name,
    icon: methodIconPath(demo.id),
    iconBig: methodIconPath(demo.id, 'big'),
    label: demo.label,
    method: demo.method,
    currency: demo.currency,
    priority: demo.priority,
    isOther: demo.isOther ?? false,
    active: true,
    processor: demo.processor ?? 'desk',
    orderTtlSeconds: demo.orderTtlSeconds ?? 900,
    buyEnabled: demo.buy !== null,
    buyMinMinor: minorOf(buy.min, scale),
    buyMaxMinor: minorOf(buy.max, scale),
    multiplyOrdersAllowed: demo.buy?.multiplyOrdersAllowed ?? false,
    buyRequiredFields: demo.buy?.required ?? [],
    buyOptionalFields: demo.buy?.optional ?? [],
    valuePresets: buy.presets.map(at),
    sellEnabled: demo.sell !== null,
    sellMinMinor: minorOf(sell.min, scale),
    sellMaxMinor: minorOf(sell.max, scale),
    sellLevels: sell.levels.map((level) => ({
      minAmount: at(level.minAmount),
      percent: level.percent,
      fixed: at(level.fixed),
    })),
    sellRequiredFields: sell.required,
    sellOptionalFields: demo.sell?.optional ?? [],
    subbanks: (demo.sell?.subbanks ?? []).map((subbank) => ({
      id: subbank.id,
      name: subbank.name,
      icon: methodIconPath(subbank.id),
      externalDetailsFields: { required: subbank.required, optional: subbank.optional ?? [] },
    })),
  };
}

/**
 * Adds the demo methods that are missing, and the desk requisites of each demo method that has
 * none; an operator's changes to them are kept. Idempotent (and serialised across processes by an
 * advisory lock): a second run changes nothing. Answers how many methods it added.
 */
export async function seedDemoFiatMethods(deps: {
  db: Database;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
}): Promise<number> {
  const repository = fiatMethodsRepository(deps.db);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await repository.lockSeed(tx);
    let added = 0;
    for (const demo of DEMO_FIAT_METHODS) {
      const { ledgerScale } = await deps.currencies.requireCurrency(demo.currency, tx);
      if (await repository.insert(demoMethodRow(demo, ledgerScale), tx)) added += 1;
    }
    // A method's demo requisites are added only while it has none (the desk's own are kept).
    const requisites = requisitesRepository(deps.db);
    const methodIds = [...new Set(DEMO_P2P_REQUISITES.map((requisite) => requisite.methodId))];
    for (const methodId of methodIds) {
      const method = await repository.findById(methodId, tx);
      if (!method || (await requisites.list(methodId, tx)).length > 0) continue;
      const { ledgerScale } = await deps.currencies.requireCurrency(method.currency, tx);
      for (const requisite of DEMO_P2P_REQUISITES.filter((row) => row.methodId === methodId))
        await requisites.insert(
          {
            methodId,
            card: requisite.card ?? null,
            phone: requisite.phone ?? null,
            accountNumber: requisite.accountNumber ?? null,
            bankName: requisite.bankName,
            recipientName: requisite.recipientName,
            minMinor: method.buyMinMinor,
            maxMinor: method.buyMaxMinor,
            dailyLimitMinor: minorOf(requisite.dailyLimit, ledgerScale),
          },
          tx,
        );
    }
    return added;
  });
}
