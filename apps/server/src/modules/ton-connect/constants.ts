/** Cashier spec §9: a TON Connect transaction stays valid for 360 seconds. */
export const TON_VALID_SECONDS = 360;
/** Cashier spec §9: a jetton transfer carries 0.1 TON forward amount and 0.01 TON for fees. */
export const JETTON_FORWARD_NANOTONS = 100_000_000n;
export const JETTON_FEE_NANOTONS = 10_000_000n;
/** The jetton standard's (TEP-74) transfer op code. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** How long an issued ton_proof payload may be signed and sent back. */
export const TON_PROOF_PAYLOAD_TTL_SECONDS = 15 * 60;
/** A proof signed longer ago than this is stale, however fresh its payload. */
export const TON_PROOF_MAX_AGE_SECONDS = 15 * 60;
/** Clock skew tolerated for a proof dated in the future. */
export const TON_PROOF_FUTURE_SKEW_SECONDS = 60;
/** A deposit never seen this long after its validUntil is shown as expired. */
export const TON_DEPOSIT_GRACE_SECONDS = 10 * 60;
