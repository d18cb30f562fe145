import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { expeditionApi, expeditionColumns, expeditionColumnSet, fileTimestamp, type ExpeditionLine } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import { replySpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet/index';
import { readIncomingFile } from '../files/index';
import * as service from './service';
import { uploadExpedition } from './upload';

/** A download's columns: the caller's column set, dates as real dates, quantities as typed. */
function exportColumns(set: ReturnType<typeof expeditionColumnSet>): SpreadsheetColumn<ExpeditionLine>[] {
  return expeditionColumns(set).map((c) => ({
    header: c.label,
    cell: (row) => row[c.key],
    kind: c.kind === 'quantity' ? 'text' : c.kind,
  }));
}

/**
 * /api/expedition: freight billing, screen 17 (legacy awb-list, branch-list, expedition-list,
 * update-expedition-by-ref, summary-expedition, submit-expedition, save-ekspedisi by upload).
 * Every user type may come (the route table lets any user in); each sees only the suppliers
 * its scope holds.
 */
export function expeditionRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, expeditionApi.options, {}, async (request) => service.expeditionOptions(deps, actorOf(request), request.query));
    route(app, expeditionApi.lines, {}, async (request, reply) =>
      service.searchExpedition(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, expeditionApi.updateLine, {}, async (request) => service.updateExpeditionLine(deps, actorOf(request), request.body));
    route(app, expeditionApi.summary, {}, async (request, reply) =>
      service.expeditionSummary(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, expeditionApi.submit, {}, async (request) => service.submitExpedition(deps, actorOf(request), request.body));
    for (const [format, endpoint] of [
      ['xls', expeditionApi.exportXls],
      ['xlsx', expeditionApi.exportXlsx],
    ] as const) {
      route(app, endpoint, {}, async (request, reply) => {
        const actor = actorOf(request);
        const rows = await service.exportExpeditionLines(deps, actor, request.query);
        return replySpreadsheet(reply, {
          format,
          fileName: `expedition-${fileTimestamp(new Date())}`,
          columns: exportColumns(expeditionColumnSet(actor)),
          rows,
          // The upload reads this file's header row back by these labels.
          keepHeaders: true,
        });
      });
    }
    route(app, expeditionApi.upload, {}, async (request) => {
      const file = await readIncomingFile(request, deps.config.uploadLimitBytes);
      return uploadExpedition(deps, actorOf(request), request.query, file);
    });
    done();
  };
}
