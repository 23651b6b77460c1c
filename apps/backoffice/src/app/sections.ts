import type { AdminQueueCounts } from '@wheelhouse/contracts/admin-queues';
import type { StaffRole } from '@wheelhouse/contracts/staff';

/**
 * The back office's sections and the roles the server requires for their API (each route's
 * requireStaff in apps/server; admin passes all). The navigation shows a section only to staff
 * who may use it; a page opened without the role shows the forbidden page.
 */
export interface Section {
  path: string;
  /** Key under nav.* */
  label: string;
  roles: readonly StaffRole[];
  group: 'overview' | 'players' | 'payments' | 'sportsbook' | 'content' | 'system';
  /** The queue whose waiting count shows beside the entry. */
  queue?: keyof AdminQueueCounts;
}

export const SECTIONS: readonly Section[] = [
  { path: 'dashboard', label: 'dashboard', roles: ['finance'], group: 'overview' },
  { path: 'players', label: 'players', roles: ['support'], group: 'players' },
  { path: 'support', label: 'support', roles: ['support'], group: 'players' },
  { path: 'bonuses/templates', label: 'bonus_templates', roles: ['finance'], group: 'players' },
  { path: 'bonuses/promo-codes', label: 'promo_codes', roles: ['finance'], group: 'players' },
  {
    path: 'withdrawals',
    label: 'withdrawals',
    roles: ['finance'],
    group: 'payments',
    queue: 'cryptoWithdrawalsPending',
  },
  {
    path: 'fiat/orders',
    label: 'fiat_orders',
    roles: ['finance'],
    group: 'payments',
    queue: 'fiatReceiptsWaiting',
  },
  {
    path: 'fiat/disputes',
    label: 'fiat_disputes',
    roles: ['finance'],
    group: 'payments',
    queue: 'disputesOpen',
  },
  {
    path: 'fiat/sells',
    label: 'fiat_sells',
    roles: ['finance'],
    group: 'payments',
    queue: 'sellsPending',
  },
  { path: 'fiat/requisites', label: 'fiat_requisites', roles: ['finance'], group: 'payments' },
  { path: 'payment-methods', label: 'payment_methods', roles: ['finance'], group: 'payments' },
  { path: 'crypto-methods', label: 'crypto_methods', roles: ['finance'], group: 'payments' },
  { path: 'exchange-rates', label: 'exchange_rates', roles: ['finance'], group: 'payments' },
  { path: 'settings', label: 'settings', roles: ['finance'], group: 'payments' },
  // Sportsbook operator API: reads for support, changes for admin (the server's requireStaff).
  {
    path: 'sportsbook/events',
    label: 'sportsbook_events',
    roles: ['support'],
    group: 'sportsbook',
  },
  {
    path: 'sportsbook/limits',
    label: 'sportsbook_limits',
    roles: ['support'],
    group: 'sportsbook',
  },
  {
    path: 'sportsbook/settlement-debts',
    label: 'sportsbook_debts',
    roles: ['support'],
    group: 'sportsbook',
  },
  { path: 'games', label: 'games', roles: ['content'], group: 'content' },
  { path: 'banners', label: 'banners', roles: ['content'], group: 'content' },
  { path: 'policies', label: 'policies', roles: ['content'], group: 'content' },
  { path: 'tournaments', label: 'tournaments', roles: ['content', 'finance'], group: 'content' },
  { path: 'wheel', label: 'wheel', roles: ['content'], group: 'content' },
  { path: 'vip', label: 'vip', roles: ['content', 'support'], group: 'players' },
  {
    path: 'interface-actions',
    label: 'interface_actions',
    roles: ['content'],
    group: 'content',
  },
  { path: 'push', label: 'push_broadcast', roles: ['content'], group: 'content' },
  // Third-party game providers: keys (admin), the list read by content and finance, mapping
  // (content), reconciliation (finance).
  { path: 'providers', label: 'providers', roles: ['content', 'finance'], group: 'content' },
  { path: 'providers/games', label: 'provider_games', roles: ['content'], group: 'content' },
  {
    path: 'providers/reconciliation',
    label: 'reconciliation',
    roles: ['finance'],
    group: 'payments',
  },
  { path: 'staff', label: 'staff', roles: ['admin'], group: 'system' },
  { path: 'messenger/bots', label: 'messenger_bots', roles: ['admin'], group: 'system' },
  // Every member reads the audit log: admins all of it, the rest their own changes (server rule).
  { path: 'audit', label: 'audit', roles: [], group: 'system' },
  { path: 'jobs', label: 'jobs', roles: ['admin'], group: 'system' },
];

export function sectionOf(path: string): Section {
  const section = SECTIONS.find((candidate) => candidate.path === path);
  if (!section) throw new Error(`no section ${path}`);
  return section;
}
