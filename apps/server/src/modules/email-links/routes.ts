import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/email-links: acting from an e-mail without a password: a recommender's decision, a supplier's read-only timeline after a one-time code. */
export function emailLinkRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
