import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGgrQuery,
  ZGgrResponse,
  ZPaymentsResponse,
  ZPlayersResponse,
  ZReportRangeQuery,
  ZReportSummaryResponse,
} from '@wheelhouse/contracts/admin-reports';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { staffOf } from '../../platform/auth-hooks';
import { toCsv } from './csv';
import type { ReportsService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const ZCsv = z.string().describe('text/csv (RFC 4180, CRLF), with a header row');

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

/** Reports under /api/admin/reports (finance; admin): JSON for the dashboard, CSV twins for export. */
export async function reportsRoutes(app: FastifyInstance, options: { reports: ReportsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = options;
  const guard = app.requireStaff('finance');

  routes.get(
    '/reports/summary',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: today and the last 30 days (finance, admin)',
        response: { 200: ZReportSummaryResponse, ...errors },
      },
    },
    async (request) => reports.summary(staffOf(request)),
  );

  routes.get(
    '/reports/ggr',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'GGR and NGR by day, game, provider or currency (finance, admin)',
        description: 'Definitions in packages/contracts/src/admin-reports.ts and the README.',
        querystring: ZGgrQuery,
        response: { 200: ZGgrResponse, ...errors },
      },
    },
    async (request) => reports.ggr(staffOf(request), request.query),
  );

  routes.get(
    '/reports/ggr.csv',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'GGR and NGR as CSV (finance, admin)',
        querystring: ZGgrQuery,
        produces: ['text/csv'],
        response: { 200: ZCsv, ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.ggr(staffOf(request), request.query);
      const csv = toCsv(
        [report.groupBy, 'currency', 'bets', 'wins', 'ggr', 'bonus_cost', 'ngr', 'bet_count'],
        report.data.map((row) => [
          row.key,
          row.currency,
          row.bets,
          row.wins,
          row.ggr,
          row.bonusCost,
          row.ngr,
          row.betCount,
        ]),
      );
      return sendCsv(reply, `ggr-by-${report.groupBy}-${report.from}-${report.to}`, csv);
    },
  );

  routes.get(
    '/reports/payments',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Deposits and withdrawals by method and status (finance, admin)',
        querystring: ZReportRangeQuery,
        response: { 200: ZPaymentsResponse, ...errors },
      },
    },
    async (request) => reports.payments(staffOf(request), request.query),
  );

  routes.get(
    '/reports/payments.csv',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Deposits and withdrawals as CSV (finance, admin)',
        querystring: ZReportRangeQuery,
        produces: ['text/csv'],
        response: { 200: ZCsv, ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.payments(staffOf(request), request.query);
      const csv = toCsv(
        ['direction', 'method', 'status', 'currency', 'count', 'amount'],
        report.data.map((row) => [
          row.direction,
          row.method,
          row.status,
          row.currency,
          row.count,
          row.amount,
        ]),
      );
      return sendCsv(reply, `payments-${report.from}-${report.to}`, csv);
    },
  );

  routes.get(
    '/reports/players',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'New and active players per day (finance, admin)',
        querystring: ZReportRangeQuery,
        response: { 200: ZPlayersResponse, ...errors },
      },
    },
    async (request) => reports.players(staffOf(request), request.query),
  );

  routes.get(
    '/reports/players.csv',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'New and active players per day as CSV (finance, admin)',
        querystring: ZReportRangeQuery,
        produces: ['text/csv'],
        response: { 200: ZCsv, ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.players(staffOf(request), request.query);
      const csv = toCsv(
        ['day', 'new_players', 'active_players', 'depositors'],
        report.data.map((row) => [row.day, row.newPlayers, row.activePlayers, row.depositors]),
      );
      return sendCsv(reply, `players-${report.from}-${report.to}`, csv);
    },
  );
}
