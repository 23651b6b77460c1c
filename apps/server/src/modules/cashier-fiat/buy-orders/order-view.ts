import {
  ZExternalInvoiceTarget,
  ZFiatMethodKind,
  type FiatOrder,
} from '@wheelhouse/contracts/fiat';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { FiatMethodRow } from '../methods/repository';
import type { BuyOrderRow, BuyStatus } from './repository';
import type { RequisiteRow } from '../requisites/repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A buy order as the contracts' FiatOrder (cashier spec §3). `scale` is the ledger scale of the
 * order's currency. paymentDetails come from the desk requisite the order was given: `card` is
 * the card number, or the account number of an account_number requisite (the one copyable
 * "where to pay" value the details view shows besides the phone); `bankName` and
 * `recipientBank.name` are the requisite's bank; `name` its recipient. An external order has no
 * requisite (nulls) and carries `url` and `meta.external_info.target` instead. senderBank is the
 * method the player pays with. `expiredAt` is 0 when the order never expires.
 */
export function toFiatOrder(
  order: BuyOrderRow,
  method: Pick<FiatMethodRow, 'id' | 'method' | 'label'>,
  requisite: RequisiteRow | undefined,
  scale: number,
): FiatOrder {
  const target = ZExternalInvoiceTarget.safeParse(order.externalTarget);
  return {
    id: order.id,
    status: order.status as BuyStatus,
    url: order.externalUrl,
    valueFrom: formatAmount(order.amountMinor, scale),
    currencyFrom: order.currency,
    bankMethod: ZFiatMethodKind.parse(method.method),
    additonalAmountChange:
      order.amountChangeMinor === null ? null : formatSigned(order.amountChangeMinor, scale),
    meta: { external_info: { target: target.success ? target.data : null } },
    details: {
      expiredAt: order.expiresAt ? seconds(order.expiresAt) : 0,
      paymentDetails: {
        card: requisite ? (requisite.card ?? requisite.accountNumber) : null,
        phone: requisite?.phone ?? null,
        bankName: requisite?.bankName ?? null,
        name: requisite?.recipientName ?? null,
      },
      recipientBank: { name: requisite?.bankName ?? null },
      senderBank: {
        id: method.id,
        method: ZFiatMethodKind.parse(method.method),
        label: method.label,
      },
    },
  };
}

/** A correction may be negative (less arrived than ordered): "-150.00". */
function formatSigned(minor: bigint, scale: number): string {
  return minor < 0n ? `-${formatAmount(-minor, scale)}` : formatAmount(minor, scale);
}
