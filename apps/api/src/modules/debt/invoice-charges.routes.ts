import { ZDebtIdParam } from '@prapa/contracts/debt';
import {
  INVOICE_CHARGE_PATHS,
  ZInvoiceChargeListQuery,
  ZInvoiceChargeListResponse,
  ZWaiveChargeRequest,
  ZWaiveChargeResponse,
} from '@prapa/contracts/invoice-charges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { at, DEBT_READ, DEBT_WRITE, tags } from './debt-route-config.ts';
import { getClientCharges, waiveLateFee } from './invoice-charges.service.ts';

/** Fee lines of bills (late fees, reconnection fees; decision 028) and the late-fee waiver. */
export const invoiceChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(INVOICE_CHARGE_PATHS.list),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'A member’s fee lines: late fees and reconnection fees, waived ones marked',
        querystring: ZInvoiceChargeListQuery,
        response: { 200: ZInvoiceChargeListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getClientCharges(contextOf(request), request.query.client_id),
    }),
  );

  app.post(
    at(INVOICE_CHARGE_PATHS.waive),
    {
      // The write right lets NORM in; the service allows ADMIN (and DEV) only.
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Waive a late fee on an unpaid bill with a reason (ADMIN; audited)',
        params: ZDebtIdParam,
        body: ZWaiveChargeRequest,
        response: { 200: ZWaiveChargeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await waiveLateFee(contextOf(request), request.params.id, request.body.params.reason),
    }),
  );
};
