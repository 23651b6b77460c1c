/**
 * `npm run ledger:check`: verifies the ledger invariants on the configured database (DATABASE_URL, or
 * the PGlite files in DATA_DIR — stop the server first, PGlite allows one process). Read-only.
 * Exit codes: 0 clean, 1 a rule is broken, 2 the check could not run.
 */
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../boot';
import { pendingMigrations } from '../platform/db/client';
import { checkLedger } from '../modules/ledger';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  try {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      console.error(
        `ledger:check: the database is missing migrations (${pending.join(', ')}); start the server once to apply them`,
      );
      return 2;
    }
    const report = await checkLedger(database.db);
    const { accounts, transfers, entries } = report.counts;
    console.log(
      `ledger:check on ${database.kind}: ${accounts} accounts, ${transfers} transfers, ${entries} entries`,
    );
    for (const check of report.checks) {
      const broken = report.findings.filter((finding) => finding.check === check);
      console.log(`  ${broken.length === 0 ? 'ok  ' : 'FAIL'} ${check}`);
      for (const finding of broken) console.log(`         ${finding.detail}`);
    }
    if (!report.ok) {
      console.log(`ledger:check: ${report.findings.length} breach(es) found`);
      return 1;
    }
    console.log('ledger:check: clean');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('ledger:check could not run:', error);
    process.exit(2);
  },
);
