/** A running tournament as the staff API answers it: the fixture of the tournament tests. */
export const TOURNAMENT = {
  id: 4,
  descriptions: { en: { name: 'Originals Sprint', description: 'Turnover wins' } },
  status: 'active',
  startsAt: '2030-01-01T10:00:00.000Z',
  endsAt: '2030-01-08T10:00:00.000Z',
  scoring: 'turnover',
  minBet: '0.000000',
  buyIn: '0.000000',
  currency: 'USD',
  vipPlayersOnly: false,
  entry: 'opt_in',
  gameIds: [],
  categories: ['originals'],
  prizes: [
    {
      rank: 1,
      amount: '500.000000',
      currency: 'USD',
      balanceType: 'main',
      wagerMultiplier: '0.0000',
    },
  ],
  players: 12,
  finishedAt: null,
  cancelledAt: null,
};
