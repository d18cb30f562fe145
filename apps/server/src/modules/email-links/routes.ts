import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { emailLinksApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import * as service from './service';

/** Public: the token in the path is the credential (no session); GET only describes. */
const open = {};

/** /api/email-links: acting from an e-mail without a password: a recommender's decision, a supplier's read-only timeline after a one-time code. */
export function emailLinkRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, emailLinksApi.describe, open, async (request) => service.describeLink(deps, request.params.token));
    route(app, emailLinksApi.approve, open, async (request) => service.approveByLink(deps, request.params.token));
    route(app, emailLinksApi.decline, open, async (request) => service.declineByLink(deps, request.params.token, request.body.reason));
    route(app, emailLinksApi.sendCode, open, async (request) => service.sendViewCode(deps, request.params.token));
    route(app, emailLinksApi.view, open, async (request) => service.viewByLink(deps, request.params.token, request.body.code));
    done();
  };
}
