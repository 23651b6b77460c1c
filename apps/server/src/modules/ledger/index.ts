import type { Platform } from '../../platform/module-registry';
import type { CurrenciesService } from '../currencies';
import { ledgerService } from './service';

/**
 * The ledger: the only writer of balances (ARCHITECTURE.md "Money"). Other modules move money with
 * `transfer` (or the `credit`/`debit`/hold helpers) and read it with `balancesOf`/`transfersOf`.
 * Every amount is a bigint of minor units; every call that moves money takes an idempotency key.
 */
export { ledgerService } from './service';
export type {
  Balances,
  BetSettlement,
  BetSettlementResult,
  CreditReason,
  DebitReason,
  HoldFinish,
  InlineMoveInput,
  LedgerService,
  PlayerMovement,
  TransferLeg,
  TransferRequest,
  TransferResult,
} from './service';
export { HOUSE_ACCOUNT_KINDS, PLAYER_ACCOUNT_KINDS } from './accounts';
export type { AccountRef, HouseAccountKind, PlayerAccountKind } from './accounts';
export type { PlayerTransferRow, PlayTotals } from './repository';
export { checkLedger } from './check';
export { ledgerReports } from './reports';
export type {
  GamingGroup,
  GamingRow,
  LedgerRange,
  LedgerReports,
  PaymentRow,
  PlayerActivityRow,
} from './reports';
export type { SettlementPrelude } from './bet-settlement-statement';
export {
  INLINE_MOVE_COLUMNS,
  inlineMovesSql,
  spendableSql,
  stakesWithoutBonusSql,
} from './inline-move';
export type { InlineMoveRow, InlineMoveSql, InlineMovesSql, SqlParam } from './inline-move';
export type { StakeSplit } from './stake-split';
export type { LedgerCheckReport, LedgerFinding } from './check';

/** The ledger has no routes of its own: staff reach it through the admin module's money tools. */
export function registerLedger({ db, config }: Platform, deps: { currencies: CurrenciesService }) {
  return ledgerService({ db, houseCurrency: config.houseCurrency, currencies: deps.currencies });
}
