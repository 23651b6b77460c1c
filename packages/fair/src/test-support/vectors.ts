/** The pinned vectors' seed pair; the server seed is SHA-256("wheelhouse fair test vector"). */
export const VECTOR_SERVER_SEED =
  '2c98b3f07c640e2966082754704ba619614c76f7805be8743b972096f4f8ce73';
export const VECTOR_SERVER_SEED_HASH =
  'cf4ea48127b30b538ccd3a48e32fea7707f8bdb29593e8b8621e06ab371781e1';
export const VECTOR_CLIENT_SEED = 'lucky-player-42';

export function vectorSeeds(nonce: number) {
  return { serverSeed: VECTOR_SERVER_SEED, clientSeed: VECTOR_CLIENT_SEED, nonce };
}
