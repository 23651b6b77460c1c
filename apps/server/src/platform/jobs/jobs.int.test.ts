import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAdminJob, ZAdminJobsResponse, type AdminJob } from '@wheelhouse/contracts/admin-jobs';
import { createStaff, expectErrorBody } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { jobQueue, keyedJobId, type JobQueue } from './queue';

const quiet = { info: () => undefined, warn: () => undefined };

describe.each(databaseTargets())('job queue on %s', (target) => {
  let t: TestApp;
  /** A queue of test jobs on the app's database, without workers: the test runs jobs with runNow. */
  let jobs: JobQueue;
  /** Another process's view of one of them, with a looser schema (an older version, say). */
  let loose: JobQueue;
  let admin: { authorization: string };
  let finance: { authorization: string };
  let failing = true;
  const effects = new Map<string, number>();

  beforeAll(async () => {
    // The API role: the app's own workers stay off, so nothing but the test takes jobs.
    t = await createTestApp(target, { env: { ROLE: 'api' } });
    const options = {
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      workers: false,
      log: quiet,
    };
    jobs = jobQueue(options);
    jobs.define({
      name: 'test.flaky',
      payload: z.object({ n: z.number().int() }).strict(),
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ n }) => {
        if (failing) throw new Error(`boom ${n}`);
        return { n };
      },
    });
    jobs.define({
      name: 'test.strict',
      payload: z.object({ n: z.number().int() }).strict(),
      handler: async ({ n }) => ({ n }),
    });
    jobs.define({
      name: 'test.effect',
      payload: z.object({ thing: z.string() }).strict(),
      // Idempotent: the effect is keyed by the thing, so a second run changes nothing.
      handler: async ({ thing }) => {
        if (!effects.has(thing)) effects.set(thing, effects.size + 1);
        return { effect: effects.get(thing) };
      },
    });
    await jobs.start();
    loose = jobQueue(options);
    loose.define({ name: 'test.strict', payload: z.any(), handler: async () => undefined });
    await loose.start();
    admin = (await createStaff(t.app, ['admin'])).auth;
    finance = (await createStaff(t.app, ['finance'])).auth;
  });

  afterAll(async () => {
    await loose?.stop();
    await jobs?.stop();
    await t?.close();
  });

  const list = async (query: string, headers = admin) => {
    const response = await t.app.inject({ url: `/api/admin/jobs?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return ZAdminJobsResponse.parse(response.json());
  };
  const jobById = async (id: string): Promise<AdminJob | undefined> =>
    (await list('limit=100')).data.find((job) => job.id === id);
  const retry = (id: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });

  it('retries a throwing job with growing backoff, then dead-letters it; staff see it and retry it, audited', async () => {
    failing = true;
    const id = await jobs.send('test.flaky', { n: 7 });
    expect(id).toEqual(expect.any(String));

    // First attempt fails: queued again, not before the backoff (retryDelay 1 s, jittered up to 2 s).
    expect(await jobs.runNow('test.flaky')).toEqual([
      { id, name: 'test.flaky', state: 'retry', error: 'boom 7' },
    ]);
    const first = (await jobById(id!))!;
    expect(first).toMatchObject({ state: 'retry', retryCount: 0, lastError: 'boom 7' });
    const wait1 = Date.parse(first.startAfter) - Date.parse(first.startedAt!);
    expect(wait1).toBeGreaterThanOrEqual(1000);

    // runNow does not wait for the backoff. The second wait is at least twice the delay.
    expect((await jobs.runNow('test.flaky')).map((run) => run.state)).toEqual(['retry']);
    const second = (await jobById(id!))!;
    expect(second).toMatchObject({ state: 'retry', retryCount: 1 });
    expect(Date.parse(second.startAfter) - Date.parse(second.startedAt!)).toBeGreaterThanOrEqual(
      2000,
    );

    // The third attempt is the last one (retryLimit 2): failed for good, the dead letter.
    expect((await jobs.runNow('test.flaky')).map((run) => run.state)).toEqual(['failed']);
    expect(await jobs.runNow('test.flaky')).toEqual([]);
    const dead = await list('state=failed&name=test.flaky');
    expect(dead.meta).toEqual({ offset: 0, limit: 30, total: 1 });
    expect(dead.data[0]).toMatchObject({
      id,
      name: 'test.flaky',
      key: null,
      payload: { n: 7 },
      state: 'failed',
      retryCount: 2,
      retryLimit: 2,
      lastError: 'boom 7',
      failedAt: expect.any(String),
      completedAt: null,
    });
    expect((await jobs.stats()).queues).toContainEqual({
      name: 'test.flaky',
      queued: 0,
      active: 0,
      failed: 1,
      completed: 0,
    });
    expect((await jobs.stats()).failuresTotal['test.flaky']).toBe(3);

    // Staff retry it: one more attempt, due now, audited.
    failing = false;
    const retried = await retry(id!);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(ZAdminJob.parse(retried.json())).toMatchObject({ id, state: 'retry', retryLimit: 3 });
    expectErrorBody(await retry(id!), 409, 'conflict');
    const audit = await t.app.services.audit.entriesFor('job', id!);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'job.retry',
        before: { name: 'test.flaky', state: 'failed', retryCount: 2, lastError: 'boom 7' },
        after: { state: 'retry', retryLimit: 3 },
        requestId: retried.headers['x-request-id'],
      }),
    ]);
    expect(await jobs.runNow('test.flaky')).toEqual([
      { id, name: 'test.flaky', state: 'completed', output: { n: 7 } },
    ]);
    expect(await jobById(id!)).toMatchObject({
      state: 'completed',
      completedAt: expect.any(String),
    });
    expectErrorBody(await retry(id!), 409, 'conflict');
  });

  it('lets only admins see and retry jobs: 403 for other staff, 401 for guests, 404 and 400 for bad ids', async () => {
    const someId = randomUUID();
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/jobs', headers: finance }),
      403,
      'forbidden',
    );
    expectErrorBody(await t.app.inject({ url: '/api/admin/jobs' }), 401, 'unauthorized');
    expectErrorBody(await retry(someId, finance), 403, 'forbidden');
    expectErrorBody(await retry(someId, {}), 401, 'unauthorized');
    expectErrorBody(await retry(someId), 404, 'not_found');
    expectErrorBody(await retry('not-a-uuid'), 400, 'validation_error');
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/jobs?state=stuck', headers: admin }),
      400,
      'validation_error',
    );
    expect(await t.app.services.audit.entriesFor('job', someId)).toEqual([]);
  });

  it('describes the jobs endpoints in the OpenAPI document', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>().paths;
    expect(Object.keys(paths['/api/admin/jobs']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(Object.keys(paths['/api/admin/jobs/{id}/retry']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409']),
    );
  });

  it('refuses a payload its schema rejects, and fails a stored bad payload for good without retries', async () => {
    await expect(jobs.send('test.strict', { n: 'seven' })).rejects.toThrow(/does not match/);
    await expect(jobs.send('test.strict', { n: 1, extra: true })).rejects.toThrow(/does not match/);
    expect((await list('name=test.strict')).meta.total).toBe(0);

    // Sent by a process whose schema let it through; ours refuses it at once (retryLimit 5 unused).
    const id = await loose.send('test.strict', { n: 'seven' });
    const [run] = await jobs.runNow('test.strict');
    expect(run).toMatchObject({
      id,
      state: 'failed',
      error: expect.stringMatching(/does not match/),
    });
    expect(await jobById(id!)).toMatchObject({
      state: 'failed',
      retryCount: 0,
      retryLimit: 0,
      payload: { n: 'seven' },
    });
    expect(await jobs.runNow('test.strict')).toEqual([]);
  });

  it('queues one job per key, and a job run twice has the effect of one', async () => {
    const thing = `thing-${randomUUID()}`;
    const id = await jobs.send('test.effect', { thing }, { key: thing });
    expect(id).toBe(keyedJobId('test.effect', thing));
    expect(await jobs.send('test.effect', { thing }, { key: thing })).toBeNull();
    const [run] = await jobs.runNow('test.effect');
    expect(run).toMatchObject({ id, state: 'completed' });
    // Still kept (completed): the same key queues nothing.
    expect(await jobs.send('test.effect', { thing }, { key: thing })).toBeNull();
    expect(await jobById(id!)).toMatchObject({ key: thing, state: 'completed' });

    // The same work sent again without a key runs again, and changes nothing.
    await jobs.send('test.effect', { thing });
    const [again] = await jobs.runNow('test.effect');
    expect(again!.output).toEqual(run!.output);
    expect([...effects.keys()].filter((key) => key === thing)).toHaveLength(1);
  });

  it('keeps job queries out of app transactions running at the same time (PGlite is one connection)', async () => {
    const sent: Array<string | null> = [];
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const rolledBack = t.database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await sleep(20);
            throw new Error('roll back');
          })
          .then(
            () => 'committed',
            (error: Error) => error.message,
          );
        await sleep(5);
        // Sent while the transaction above is open: it must neither run inside it nor wait for ever.
        sent.push(await jobs.send('test.effect', { thing: `concurrent-${index}` }));
        return rolledBack;
      }),
    );
    expect(outcomes).toEqual(Array(5).fill('roll back'));
    expect(sent).toHaveLength(5);
    for (const id of sent) expect(await jobById(id!)).toMatchObject({ state: 'created' });
    expect((await jobs.runNow('test.effect')).map((run) => run.state)).toEqual(
      Array(5).fill('completed'),
    );
  });

  it('starts several processes creating the same new queues at once (a cluster’s first boot)', async () => {
    const prefix = `test.boot${randomUUID().slice(0, 8)}`;
    const processes = Array.from({ length: 3 }, () => {
      const queue = jobQueue({
        database: t.database,
        databaseUrl: t.config.databaseUrl,
        workers: false,
        log: quiet,
      });
      for (let n = 0; n < 24; n += 1)
        queue.define({ name: `${prefix}.${n}`, payload: z.object({}), handler: async () => ({}) });
      return queue;
    });
    try {
      await Promise.all(processes.map((queue) => queue.start()));
      const sent = await processes[2]!.send(`${prefix}.23`, {});
      expect(sent).toEqual(expect.any(String));
    } finally {
      await Promise.all(processes.map((queue) => queue.stop()));
    }
  });

  it('lists newest first with paging meta', async () => {
    for (const thing of ['a', 'b', 'c']) {
      await jobs.send('test.effect', { thing: `page-${thing}` });
      // PGlite's clock counts milliseconds, and jobs created in the same one have no order between them.
      await sleep(3);
    }
    const page = await list('name=test.effect&state=created&limit=2&offset=1');
    expect(page.meta).toEqual({ offset: 1, limit: 2, total: 3 });
    expect(page.data.map((job) => job.payload)).toEqual([{ thing: 'page-b' }, { thing: 'page-a' }]);
    await jobs.runNow('test.effect');
  });

  it('registers a cron job’s schedule with pg-boss on a worker, and starts and stops cleanly', async () => {
    const worker = jobQueue({
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      workers: true,
      pollIntervalMs: 50,
      log: quiet,
    });
    let ticks = 0;
    worker.define({
      name: 'test.nightly',
      payload: z.object({}),
      cron: '0 3 * * *',
      handler: async () => undefined,
    });
    worker.every({
      name: 'test.tick',
      everySeconds: 3600,
      run: async () => {
        ticks += 1;
      },
    });
    expect(() =>
      worker.define({
        name: 'test.bad-cron',
        payload: z.object({ n: z.number() }),
        cron: '* * * * *',
        handler: async () => undefined,
      }),
    ).toThrow(/empty payload/);
    await worker.start();
    try {
      const schedules = (await t.database.db.execute(
        sql`select name, cron, timezone from pgboss.schedule`,
      )) as unknown as { rows: Array<{ name: string; cron: string; timezone: string }> };
      expect(schedules.rows).toEqual([
        { name: 'test.nightly', cron: '0 3 * * *', timezone: 'UTC' },
      ]);
      // The tick's first run is queued at start and taken by the worker.
      for (let attempt = 0; attempt < 400 && ticks === 0; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(ticks).toBe(1);
    } finally {
      await worker.stop();
    }
    // The next tick waits an hour; one is queued, none runs.
    const stats = await jobs.stats();
    expect(stats.queues.find((queue) => queue.name === 'test.tick')).toMatchObject({
      queued: 1,
      active: 0,
    });
  });

  it('wakes a worker for a job another process sent, and for a retry once its delay has passed', async () => {
    const options = { database: t.database, databaseUrl: t.config.databaseUrl, log: quiet };
    const worker = jobQueue({ ...options, workers: true, pollIntervalMs: 100 });
    const sender = jobQueue({ ...options, workers: false });
    const ran: string[] = [];
    let attempts = 0;
    for (const queue of [worker, sender]) {
      queue.define({
        name: 'test.remote',
        payload: z.object({ thing: z.string() }),
        handler: async ({ thing }) => {
          ran.push(thing);
        },
      });
      queue.define({
        name: 'test.remote-retry',
        payload: z.object({}),
        retryLimit: 1,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('first attempt fails');
        },
      });
      // Idle queues beside them: the worker's one poll finds only the queues with work.
      for (let n = 0; n < 10; n += 1)
        queue.define({ name: `test.idle-${n}`, payload: z.object({}), handler: async () => 1 });
    }
    await worker.start();
    await sender.start();
    try {
      // Sent by another process: this worker hears of it only through its poll.
      await sender.send('test.remote', { thing: 'from the api' });
      await sender.send('test.remote-retry', {});
      for (let wait = 0; wait < 200 && (ran.length === 0 || attempts < 2); wait += 1)
        await sleep(50);
      expect(ran).toEqual(['from the api']);
      expect(attempts).toBe(2);
      const stats = await worker.stats();
      const queue = (name: string) => stats.queues.find((candidate) => candidate.name === name);
      expect(queue('test.remote')).toMatchObject({ queued: 0, active: 0, completed: 1 });
      expect(queue('test.remote-retry')).toMatchObject({ queued: 0, failed: 0, completed: 1 });
      expect(stats.failuresTotal['test.remote-retry']).toBe(1);
    } finally {
      await sender.stop();
      await worker.stop();
    }
  });

  it("reports the app's queue in /readyz and its depth by queue in /metrics", async () => {
    expect((await t.app.inject({ url: '/readyz' })).json().checks.jobs).toBe('ok');
    // Sent by another queue on the same database (another process); nothing here runs it.
    await jobs.send('test.strict', { n: 7 });
    const text = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(text).toMatch(/wheelhouse_job_queue_jobs\{queue="test\.strict",state="queued"\} [1-9]/);

    // A stopped queue is not ready: the probe names it.
    await t.app.jobs.stop();
    const probe = await t.app.inject({ url: '/readyz' });
    expect(probe.statusCode).toBe(503);
    expect(probe.json().checks.jobs).toBe('failed');
  });
});
