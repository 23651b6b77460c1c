import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openJournal } from '../apps/demo-provider/src/journal';
import { roundKeeper } from '../apps/demo-provider/src/rounds';
import { playSessions } from '../apps/demo-provider/src/sessions';
import type { WalletClient } from '../apps/demo-provider/src/wallet-client';

/**
 * What the demo provider's journal costs a round: ROUNDS single-step rounds (a bet, then the win
 * closing it) through the round keeper against a wallet that answers at once, without a journal
 * and then with one (each bet and win fsynced before it is "sent"), in the same process. Prints
 * rounds per second and CPU microseconds per round (user + system) for each, and the journal's
 * size at the end. BENCH_JOURNAL_ROUNDS (2,000), BENCH_JOURNAL_DIR (a temporary directory: put it
 * on the disk the provider's DATA_DIR uses).
 */
const ROUNDS = Number(process.env.BENCH_JOURNAL_ROUNDS ?? 2000);
const answer = async (_path: string, body: Record<string, unknown>) => ({
  status: 'RS_OK',
  request_uuid: String(body.request_uuid),
  balance: 1_000_000,
});
const wallet = { call: answer, callUntilAnswered: answer } as unknown as WalletClient;
const session = playSessions().create({
  code: 'slot',
  mode: 'real',
  currency: 'USD',
  token: 'bench',
  user: 'bench-player',
});

async function run(label: string, journaled: boolean) {
  const dir = mkdtempSync(path.join(process.env.BENCH_JOURNAL_DIR ?? tmpdir(), 'wh-journal-'));
  const journal = journaled ? openJournal({ dir }) : undefined;
  const rounds = roundKeeper(wallet, () => undefined, { journal });
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (let index = 0; index < ROUNDS; index += 1) {
    const { round } = await rounds.bet(session, 100_000);
    await rounds.settle(session, round, index % 2 === 0 ? 200_000 : 0);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  rounds.close();
  journal?.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `${label}: ${ROUNDS} rounds in ${seconds.toFixed(2)} s = ${(ROUNDS / seconds).toFixed(0)} rounds/s, ` +
      `CPU ${((used.user + used.system) / ROUNDS).toFixed(0)} µs/round (user ${(used.user / ROUNDS).toFixed(0)}, system ${(used.system / ROUNDS).toFixed(0)})`,
  );
}

await run('no journal (warm-up)', false);
await run('no journal', false);
await run('journal', true);
await run('no journal', false);
await run('journal', true);
