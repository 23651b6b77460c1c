import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevMailbox } from '../../platform/mail';

const ZMailboxQuery = z.object({ to: z.string().max(254).optional() });
const ZStoredMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The development mailbox under /api/dev (simulators only): what the app would have mailed. */
export async function mailboxRoutes(app: FastifyInstance, options: { mailbox: DevMailbox }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { mailbox } = options;

  routes.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: mails the app sent, newest first (optionally only those to one address)',
        querystring: ZMailboxQuery,
        response: { 200: z.object({ data: z.array(ZStoredMail) }) },
      },
    },
    async (request) => ({ data: mailbox.list(request.query.to) }),
  );

  // A page a person can read: each mail's text with its links clickable.
  routes.get(
    '/mailbox/view',
    {
      schema: {
        tags: ['dev'],
        summary: 'Simulator: the development mailbox as a page',
        querystring: ZMailboxQuery,
      },
    },
    async (request, reply) => {
      const mails = mailbox.list(request.query.to);
      const items = mails
        .map(
          (mail) =>
            `<article data-testid="mail"><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>${mail.html}</article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title></head><body><h1>Development mailbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
}
