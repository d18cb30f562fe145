import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { statementFileBase, statementsApi } from '@faktura/domain';
import { recognisedIn, requestLanguage } from '../../lib/messages-language';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { replySpreadsheet } from '../../lib/spreadsheet';
import { sendPdf } from '../../lib/pdf-reply';
import { getStatement, printStatement } from './service';
import { STATEMENT_SHEET_COLUMNS, statementSheetRows } from './sheet';

/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */
export function statementRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Every user type may ask; the vendor scope decides (another supplier's statement is 404).
    route(app, statementsApi.get, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request) =>
      getStatement(deps, actorOf(request), request.query),
    );
    route(app, statementsApi.xlsx, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request, reply) => {
      const statement = await getStatement(deps, actorOf(request), request.query);
      const language = requestLanguage(request.headers);
      return replySpreadsheet(reply, {
        format: 'xlsx',
        fileName: statementFileBase(statement),
        sheetName: 'Statement of account',
        columns: STATEMENT_SHEET_COLUMNS,
        rows: statementSheetRows(statement, (english) => recognisedIn('pdf', english, language)),
      });
    });
    route(app, statementsApi.pdf, { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') }, async (request, reply) =>
      sendPdf(reply, await printStatement(deps, actorOf(request), request.query, new Date(), requestLanguage(request.headers))),
    );
    done();
  };
}
