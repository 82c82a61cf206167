import {
  BILLING_CYCLE_PATHS,
  ZBillingCycleListResponse,
  ZBillingCycleResponse,
  ZCloseBillingCycleRequest,
  ZCreateBillingCycleRequest,
  ZMarkReadingsRequest,
} from '@prapa/contracts/billing-cycles';
import { ZSavedReadingsResponse } from '@prapa/contracts/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { markReadings } from '../readings/mark-readings.service.ts';
import {
  closeBillingCycle,
  listBillingCycles,
  openBillingCycle,
} from './billing-cycles.service.ts';

const READ = { access: { area: 'billing-cycles', access: 'read' } } as const;
const WRITE = { access: { area: 'billing-cycles', access: 'write' } } as const;
const tags = ['billing-cycles'];

export const BILLING_CYCLES_PREFIX = BILLING_CYCLE_PATHS.cycles;
const at = (path: string) => path.slice(BILLING_CYCLES_PREFIX.length);

/** Mounted at /api/user/billing-cycle: opening, listing and closing billing cycles. */
export const billingCyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Billing cycles, newest month first, with their progress',
        response: { 200: ZBillingCycleListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listBillingCycles(contextOf(request)) }),
  );

  app.post(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Open the cycle of a month (409 while another is open or the month exists)',
        body: ZCreateBillingCycleRequest,
        response: { 201: ZBillingCycleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await openBillingCycle(contextOf(request), request.body.params) }),
  );

  app.post(
    at(BILLING_CYCLE_PATHS.close),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Close a cycle (409 while meters are waiting); closed is read-only',
        body: ZCloseBillingCycleRequest,
        response: { 200: ZBillingCycleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await closeBillingCycle(contextOf(request), request.body.params.id),
    }),
  );

  app.post(
    at(BILLING_CYCLE_PATHS.mark),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Record estimated readings for meters that could not be read',
        body: ZMarkReadingsRequest,
        response: { 200: ZSavedReadingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await markReadings(contextOf(request), request.body.params) }),
  );
};
