import {
  BILL_CHECK_PATH,
  ZBillCheckRequest,
  ZBillCheckResponse,
} from '@prapa/contracts/bill-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { checkBill } from './bill-check.service.ts';
import { consumeBillCheckLookup, readBillCheckLimits } from './bill-check-rate-limit.ts';

/** Where the public (no sign-in) calls mount. */
export const PUBLIC_PREFIX = '/api/public';

/** Mounted at /api/public: the one call of the public bill-check page. */
export const billCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = readBillCheckLimits();

  app.post(
    BILL_CHECK_PATH.slice(PUBLIC_PREFIX.length),
    {
      config: { access: 'public' },
      // onRequest: every answer is private to the asker (no-store), and every attempt counts
      // against the limits, malformed ones included, before any other work is done.
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await consumeBillCheckLookup(contextOf(request), limits);
      },
      schema: {
        tags: ['bill-check'],
        summary: 'Public bill check: unpaid bills and a PromptPay QR for a member and house number',
        body: ZBillCheckRequest,
        response: { 200: ZBillCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await checkBill(contextOf(request), request.body) }),
  );
};
