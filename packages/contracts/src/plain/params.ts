// Zod-free: the player app's first load imports this without zod (issue 12). Its namesake in the
// parent folder re-exports it next to the schemas.

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const INT4_MAX = 2_147_483_647;
/** The largest value of a PostgreSQL `bigint` (bigserial) column. */
export const INT8_MAX = 9_223_372_036_854_775_807n;
