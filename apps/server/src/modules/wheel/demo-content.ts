/** The demo wheel: 15 prizes in segment order (USD; 0 = no prize). Index 14 is shown, never won. */
export const DEMO_WHEEL_PRIZES: ReadonlyArray<{
  amount: string;
  balanceType: 'main' | 'bonus';
  wagerX: number;
  promo: string | null;
}> = [
  { amount: '1.00', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '5.00', balanceType: 'bonus', wagerX: 20, promo: null },
  { amount: '0', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '2.00', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '10.00', balanceType: 'bonus', wagerX: 25, promo: null },
  { amount: '0.50', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '0', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '3.00', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '20.00', balanceType: 'bonus', wagerX: 30, promo: 'WHEEL20' },
  { amount: '1.50', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '0', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '7.00', balanceType: 'bonus', wagerX: 20, promo: null },
  { amount: '4.00', balanceType: 'main', wagerX: 0, promo: null },
  { amount: '15.00', balanceType: 'bonus', wagerX: 25, promo: null },
  { amount: '100.00', balanceType: 'main', wagerX: 0, promo: null },
];
