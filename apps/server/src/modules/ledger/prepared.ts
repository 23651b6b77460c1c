/** The ledger's statements run named (prepared): see platform/db/prepared.ts. */
export { runPrepared } from '../../platform/db/prepared';
