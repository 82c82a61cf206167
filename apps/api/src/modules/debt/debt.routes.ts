import {
  DEBT_PATHS,
  ZDebtIdParam,
  ZDebtorListQuery,
  ZDebtorListResponse,
  ZMemberLedgerResponse,
} from '@prapa/contracts/debt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { at, DEBT_READ, tags, ZPdfBody } from './debt-route-config.ts';
import { getDebtorList, getMemberLedger } from './debtors.service.ts';
import { disconnectionRoutes } from './disconnections.routes.ts';
import { instalmentRoutes } from './instalments.routes.ts';
import { invoiceChargeRoutes } from './invoice-charges.routes.ts';
import { exportMemberLedgerXlsx, renderMemberLedgerPdf } from './ledger-export.service.ts';
import { letterRoutes } from './letters.routes.ts';

const ZXlsxBody = z
  .custom<Buffer>()
  .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export { DEBT_PREFIX } from './debt-route-config.ts';

export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(letterRoutes);
  await app.register(disconnectionRoutes);
  await app.register(invoiceChargeRoutes);
  await app.register(instalmentRoutes);

  app.get(
    at(DEBT_PATHS.debtors),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'Members owing (a bill unpaid past its due date) with aging, letters and totals',
        querystring: ZDebtorListQuery,
        response: { 200: ZDebtorListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getDebtorList(contextOf(request), request.query) }),
  );

  app.get(
    `${at(DEBT_PATHS.ledger)}/:id`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A member's ป.17 ledger month by month, with their letters and orders",
        params: ZDebtIdParam,
        response: { 200: ZMemberLedgerResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getMemberLedger(contextOf(request), request.params.id) }),
  );

  app.get(
    `${at(DEBT_PATHS.ledger)}/:id/pdf`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A member's ป.17 ledger as a PDF (A4 landscape)",
        params: ZDebtIdParam,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const pdf = await renderMemberLedgerPdf(contextOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="form17-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    `${at(DEBT_PATHS.ledger)}/:id/xlsx`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A member's ป.17 ledger as an Excel workbook",
        params: ZDebtIdParam,
        response: { 200: ZXlsxBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await exportMemberLedgerXlsx(contextOf(request), request.params.id);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );
};
