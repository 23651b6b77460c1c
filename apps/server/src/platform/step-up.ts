import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { playerOf, type PlayerPrincipal } from './auth-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Guard after requirePlayer: the session proved the player again (password or second factor)
     * in the last few minutes, else 403 step_up_required. For actions that move money out.
     */
    requireStepUp: preHandlerAsyncHookHandler;
  }
}

async function stepUpPlugin(
  app: FastifyInstance,
  options: { assertSteppedUp: (player: PlayerPrincipal) => Promise<void> },
) {
  app.decorate('requireStepUp', async function requireStepUp(request: FastifyRequest) {
    await options.assertSteppedUp(playerOf(request));
  });
}

export const stepUpGuard = fp(stepUpPlugin, { name: 'step-up', dependencies: ['auth-hooks'] });
