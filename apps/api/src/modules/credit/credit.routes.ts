import { ZIdParam } from '@prapa/contracts/common-fields';
import {
  CREDIT_PATHS,
  CREDIT_PREFIX,
  ZApplyCreditResponse,
  ZClientCreditResponse,
} from '@prapa/contracts/member-credit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { applyCreditAtCounter, getClientCredit } from './credit.service.ts';

// The counter's area: whoever takes payments sees and applies a member's credit balance.
const READ = { access: { area: 'payments', access: 'read' } } as const;
const WRITE = { access: { area: 'payments', access: 'write' } } as const;
const tags = ['payments'];
const at = (path: string) => path.slice(CREDIT_PREFIX.length);

export { CREDIT_PREFIX };

/** Mounted at /api/credit: a member's credit balance (decision 031). */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(CREDIT_PATHS.client),
    {
      config: READ,
      schema: {
        tags,
        summary: "A member's credit balance (ยอดเงินคงเหลือ) and its newest movements",
        params: ZIdParam,
        response: { 200: ZClientCreditResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getClientCredit(contextOf(request), request.params.id) }),
  );
  app.post(
    at(CREDIT_PATHS.apply),
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Deducts the member's credit balance from their unpaid bills, oldest first",
        params: ZIdParam,
        response: { 200: ZApplyCreditResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await applyCreditAtCounter(contextOf(request), request.params.id),
    }),
  );
};
