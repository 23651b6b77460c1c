import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';
import type { CryptoPayFake, XRocketFake } from './simulators';

/** The simulators' base paths under /api/dev (the pay pages and the protocol endpoints). */
export const CRYPTO_PAY_SIMULATOR_PATH = '/api/dev/crypto-pay';
export const XROCKET_SIMULATOR_PATH = '/api/dev/xrocket';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;justify-content:center;padding:2rem 1rem;margin:0}
main{max-width:360px;width:100%;background:#1e293b;border-radius:16px;padding:1.5rem;text-align:center}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}button{width:100%;padding:.9rem;border:0;border-radius:12px;background:#38bdf8;color:#0f172a;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}p{color:#94a3b8}</style></head>
<body><main>${body}</main></body></html>`);
}

/**
 * Simulator pages under /api/dev (simulators only): a provider's pay page with a "Pay" button that
 * marks the invoice paid and makes the fake deliver its signed webhook, and xRocket's and Crypto
 * Pay's wallet pages with the transfers they paid.
 */
export async function devMessengerPaymentRoutes(
  app: FastifyInstance,
  options: { cryptoPay?: CryptoPayFake; xrocket?: XRocketFake },
) {
  // The Pay button posts a plain HTML form; its (empty) body means nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, ''),
  );

  const xrocket = options.xrocket;
  if (xrocket)
    app.get('/xrocket/wallet', { schema: { hide: true } }, async (_request, reply) => {
      const rows = xrocket
        .transfers()
        .map(
          (transfer) =>
            `<li data-testid="sim-transfer">${escape(transfer.amount)} ${escape(transfer.currency)} → ${escape(transfer.tgUserId)}</li>`,
        )
        .join('');
      return page(
        reply,
        'xRocket — wallet',
        `<p>xRocket (simulator)</p><p>Transfers paid out</p><ul style="text-align:left">${rows || '<li>None yet</li>'}</ul>`,
      );
    });

  const cryptoPay = options.cryptoPay;
  if (cryptoPay)
    app.get('/crypto-pay/wallet', { schema: { hide: true } }, async (_request, reply) => {
      const rows = cryptoPay
        .transfers()
        .map(
          (transfer) =>
            `<li data-testid="sim-transfer">${escape(transfer.amount)} ${escape(transfer.asset)} → ${escape(transfer.user_id)}</li>`,
        )
        .join('');
      return page(
        reply,
        'Crypto Pay — wallet',
        `<p>Crypto Pay (simulator)</p><p>Transfers paid out</p><ul style="text-align:left">${rows || '<li>None yet</li>'}</ul>`,
      );
    });

  const fakes = [
    { name: 'Crypto Pay', base: '/crypto-pay', fake: options.cryptoPay },
    { name: 'xRocket', base: '/xrocket', fake: options.xrocket },
  ];
  for (const { name, base, fake } of fakes) {
    if (!fake) continue;
    app.get<{ Params: { hash: string } }>(
      `${base}/pay/:hash`,
      { schema: { hide: true } },
      async (request, reply) => {
        const invoice = fake.invoice(request.params.hash);
        if (!invoice) throw new AppError('not_found');
        const paid = invoice.status === 'paid';
        return page(
          reply,
          `${name} — invoice`,
          `<p>${escape(name)} (simulator)</p><div class="amount" data-testid="sim-amount">${escape(invoice.amount)} ${escape(invoice.asset)}</div>
<p>${escape(invoice.description)}</p>${
            paid
              ? '<p data-testid="sim-paid">Paid. You can close this window and return to the app.</p>'
              : `<form method="post"><button type="submit" data-testid="sim-pay">Pay</button></form>`
          }`,
        );
      },
    );
    app.post<{ Params: { hash: string } }>(
      `${base}/pay/:hash`,
      { schema: { hide: true } },
      async (request, reply) => {
        if (!(await fake.pay(request.params.hash))) throw new AppError('not_found');
        return reply.redirect(`${request.url}`, 303);
      },
    );
  }
}
