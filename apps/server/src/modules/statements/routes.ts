import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { statementsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import { replySpreadsheet } from '../../lib/spreadsheet';
import { getStatement } from './service';
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
      return replySpreadsheet(reply, {
        format: 'xlsx',
        fileName: `statement-${statement.vendorId}-${statement.from}-${statement.to}`,
        sheetName: 'Statement of account',
        columns: STATEMENT_SHEET_COLUMNS,
        rows: statementSheetRows(statement),
      });
    });
    done();
  };
}
