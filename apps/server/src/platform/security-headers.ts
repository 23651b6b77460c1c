import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The CSP of every page we serve. The player app also runs framed inside Telegram (mini-app). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // The toast library injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'", 'https://web.telegram.org'],
  // Third-party games play in their provider's frame, served over https (and the local demo
  // provider's origin in development, added by the app).
  frameSrc: ["'self'", 'https:'],
};

async function securityHeadersPlugin(app: FastifyInstance, options: { frameOrigins?: string[] }) {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...(options.frameOrigins ?? [])],
  };
  // Helmet itself, built once: @fastify/helmet builds it again for every request (its CSP parsed
  // each time): a fifth of the server's CPU per wallet call in bench:provider.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // X-Frame-Options cannot express "self or Telegram"; frame-ancestors above does.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
