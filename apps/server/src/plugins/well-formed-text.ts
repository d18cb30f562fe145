import type { FastifyInstance } from 'fastify';
import { isWellFormedText, TEXT_MESSAGES } from '@faktura/domain';
import { badRequest } from '../lib/errors';

/** At most this many broken values are named; a body full of them needs no longer list. */
const MAX_NAMED = 20;

/**
 * Where a parsed request part holds text that is not valid Unicode (a lone surrogate, as JSON's
 * "\ud800" parses to), named as validation names fields: `body.lines.0.note`. Keys count too.
 * Walked without recursion: a JSON body may nest thousands of levels deep.
 */
function brokenPaths(part: string, value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[string, unknown]> = [[part, value]];
  while (pending.length > 0 && found.length < MAX_NAMED) {
    const [path, item] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isWellFormedText(item)) found.push(path);
    } else if (item !== null && typeof item === 'object') {
      const children: Array<[string, unknown]> = [];
      for (const [key, child] of Object.entries(item)) {
        if (!isWellFormedText(key)) found.push(path);
        else children.push([`${path}.${key}`, child]);
      }
      // Taken from the end: pushed last to first, they are checked in the order they were sent
      // (one by one: a 1 MB array has too many items to spread into one call).
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
    }
  }
  return found;
}

/**
 * One rule for every text a request carries — JSON bodies, query strings, path parameters — before
 * any contract reads it: broken Unicode never reaches a service or the database (PostgreSQL
 * refuses it in text and JSON columns alike). Multipart bodies are not parsed here: their file
 * names are cleaned (files/names.ts) and their fields never read. Spreadsheet cells are checked
 * by the sheet reader.
 */
export function registerWellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const broken = [...brokenPaths('params', request.params), ...brokenPaths('querystring', request.query), ...brokenPaths('body', request.body)];
    done(broken.length > 0 ? badRequest(...[...new Set(broken)].map((path) => `${path}: ${TEXT_MESSAGES.notUnicode}`)) : undefined);
  });
}
