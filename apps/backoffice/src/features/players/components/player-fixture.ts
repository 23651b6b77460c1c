/** A player as the staff API's player page answers it: the fixture of the player tests. */
export const PLAYER = {
  globalId: 'WH-1001',
  email: 'ivan@example.com',
  language: 'en',
  currency: 'USD',
  isVip: false,
  banned: false,
  banReason: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};
