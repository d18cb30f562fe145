import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loginResponseSchema } from '@faktura/domain';
import { createTestContext, type TestContext } from './app';
import { bodyOf } from './body';

export type ExpeditionTestApp = TestContext & {
  /** The request as a demo user (password demo), logged in once per user. */
  as: (username: string, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * An app on a demo-seeded database of its own for an expedition test file: its updates, uploads
 * and submits move the demo freight lines, which other files (and the route checks on the
 * worker's shared database) must not see, and which its own assertions must not find moved.
 */
export async function expeditionTestApp(name: string): Promise<ExpeditionTestApp> {
  const context = await createTestContext({ databaseName: `faktura_expedition_${name}_${process.pid}` });
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (username: string) => {
    let token = tokens.get(username);
    if (!token) {
      token = context.app
        .inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress: `10.11.0.${tokens.size + 1}` })
        .then((res) => bodyOf(res, loginResponseSchema).token);
      tokens.set(username, token);
    }
    return token;
  };
  return {
    ...context,
    as: async (username, options) => context.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await tokenOf(username)}` } }),
    close: async () => {
      await context.app.close();
      await context.database.close();
    },
  };
}
