import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { RequireRole } from './require-role';
import { sectionOf } from './sections';

type Page = LazyExoticComponent<ComponentType>;

// Every page is its own chunk, fetched when it is first opened.
const HomePage = lazy(() => import('../features/home/components/home-page'));
const AccountSecurityPage = lazy(() => import('../features/auth/components/account-security-page'));
const PlayersPage = lazy(() => import('../features/players/components/players-page'));
const PlayerPage = lazy(() => import('../features/players/components/player-page'));
const BonusTemplatesPage = lazy(() => import('../features/bonuses/components/templates-page'));
const BonusTemplatePage = lazy(() => import('../features/bonuses/components/template-page'));
const PromoCodesPage = lazy(() => import('../features/bonuses/components/promo-codes-page'));
const WithdrawalsPage = lazy(() => import('../features/withdrawals/components/withdrawals-page'));
const FiatOrdersPage = lazy(() => import('../features/fiat-desk/components/orders-page'));
const FiatOrderPage = lazy(() => import('../features/fiat-desk/components/order-page'));
const DisputesPage = lazy(() => import('../features/fiat-desk/components/disputes-page'));
const SellsPage = lazy(() => import('../features/fiat-desk/components/sells-page'));
const SellPage = lazy(() => import('../features/fiat-desk/components/sell-page'));
const PushBroadcastPage = lazy(() => import('../features/content/components/push-broadcast-page'));
const SettingsPage = lazy(() => import('../features/payments/components/settings-page'));
const CryptoMethodsPage = lazy(() => import('../features/payments/components/crypto-methods-page'));
const RatesPage = lazy(() => import('../features/payments/components/rates-page'));
const PaymentMethodsPage = lazy(
  () => import('../features/payments/components/payment-methods-page'),
);
const GamesPage = lazy(() => import('../features/content/components/games-page'));
const BannersPage = lazy(() => import('../features/content/components/banners-page'));
const TournamentsPage = lazy(() => import('../features/tournaments/components/tournaments-page'));
const TournamentPage = lazy(() => import('../features/tournaments/components/tournament-page'));
const RequisitesPage = lazy(() => import('../features/fiat-desk/components/requisites-page'));
const WheelPage = lazy(() => import('../features/wheel/components/wheel-page'));
const VipPage = lazy(() => import('../features/vip/components/vip-page'));
const StaffPage = lazy(() => import('../features/staff/components/staff-page'));
const StaffMemberPage = lazy(() => import('../features/staff/components/staff-member-page'));
const AuditPage = lazy(() => import('../features/audit/components/audit-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const JobsPage = lazy(() => import('../features/jobs/components/jobs-page'));
const SportsEventsPage = lazy(() => import('../features/sportsbook/components/events-page'));
const SportsEventPage = lazy(() => import('../features/sportsbook/components/event-page'));
const SportsbookLimitsPage = lazy(() => import('../features/sportsbook/components/limits-page'));
const SettlementDebtsPage = lazy(
  () => import('../features/sportsbook/components/settlement-debts-page'),
);
const InterfaceActionsPage = lazy(
  () => import('../features/content/components/interface-actions-page'),
);

const PoliciesPage = lazy(() => import('../features/policies/components/policies-page'));
const PolicyPage = lazy(() => import('../features/policies/components/policy-page'));
const SupportInboxPage = lazy(() => import('../features/support/components/support-inbox-page'));

const BotsPage = lazy(() => import('../features/messenger/components/bots-page'));
const ProvidersPage = lazy(() => import('../features/providers/components/providers-page'));
const GameMappingsPage = lazy(() => import('../features/providers/components/game-mappings-page'));
const ReconciliationPage = lazy(
  () => import('../features/providers/components/reconciliation-page'),
);

function guarded(path: string, Page: Page, url = path, roles = sectionOf(path).roles) {
  return (
    <Route
      key={url}
      path={url}
      element={
        <RequireRole roles={roles}>
          <Page />
        </RequireRole>
      }
    />
  );
}

export const pageRoutes = [
  <Route key="home" index element={<HomePage />} />,
  // Every signed-in member's own account (reached from the header's account area).
  <Route key="account/security" path="account/security" element={<AccountSecurityPage />} />,
  guarded('dashboard', DashboardPage),
  guarded('players', PlayersPage),
  guarded('players', PlayerPage, 'players/:id', ['support', 'finance']),
  guarded('support', SupportInboxPage),
  guarded('support', SupportInboxPage, 'support/:id'),
  guarded('bonuses/templates', BonusTemplatesPage),
  guarded('bonuses/templates', BonusTemplatePage, 'bonuses/templates/:id'),
  guarded('bonuses/promo-codes', PromoCodesPage),
  guarded('withdrawals', WithdrawalsPage),
  guarded('fiat/orders', FiatOrdersPage),
  guarded('fiat/orders', FiatOrderPage, 'fiat/orders/:id'),
  guarded('fiat/disputes', DisputesPage),
  guarded('fiat/disputes', DisputesPage, 'fiat/disputes/:id'),
  guarded('fiat/sells', SellsPage),
  guarded('fiat/sells', SellPage, 'fiat/sells/:id'),
  guarded('fiat/requisites', RequisitesPage),
  guarded('payment-methods', PaymentMethodsPage),
  guarded('crypto-methods', CryptoMethodsPage),
  guarded('exchange-rates', RatesPage),
  guarded('settings', SettingsPage),
  guarded('sportsbook/events', SportsEventsPage),
  guarded('sportsbook/events', SportsEventPage, 'sportsbook/events/:id'),
  guarded('sportsbook/limits', SportsbookLimitsPage),
  guarded('sportsbook/settlement-debts', SettlementDebtsPage),
  guarded('games', GamesPage),
  guarded('banners', BannersPage),
  guarded('policies', PoliciesPage),
  guarded('policies', PolicyPage, 'policies/:slug'),
  guarded('tournaments', TournamentsPage),
  guarded('tournaments', TournamentPage, 'tournaments/:id'),
  guarded('wheel', WheelPage),
  guarded('vip', VipPage),
  guarded('interface-actions', InterfaceActionsPage),
  guarded('push', PushBroadcastPage),
  guarded('providers', ProvidersPage),
  guarded('providers/games', GameMappingsPage),
  guarded('providers/reconciliation', ReconciliationPage),
  guarded('staff', StaffPage),
  guarded('staff', StaffMemberPage, 'staff/:id'),
  guarded('messenger/bots', BotsPage),
  guarded('audit', AuditPage),
  guarded('jobs', JobsPage),
];
