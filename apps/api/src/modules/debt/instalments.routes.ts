import { ZDebtIdParam } from '@prapa/contracts/debt';
import {
  INSTALMENT_PATHS,
  ZCancelInstalmentPlanRequest,
  ZCreateInstalmentPlanRequest,
  ZInstalmentPlanResponse,
  ZMemberInstalmentsQuery,
  ZMemberInstalmentsResponse,
} from '@prapa/contracts/instalments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { at, DEBT_READ, DEBT_WRITE, tags, ZPdfBody } from './debt-route-config.ts';
import { renderAgreement } from './instalment-agreement.service.ts';
import {
  cancelInstalmentPlan,
  createInstalmentPlan,
  getMemberInstalments,
} from './instalments.service.ts';

/** Instalment plans (docs/decisions/029): NORM reads, ADMIN agrees and cancels (service). */
export const instalmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(INSTALMENT_PATHS.plans),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A member's overdue bills a plan would take over, and their instalment plans",
        querystring: ZMemberInstalmentsQuery,
        response: { 200: ZMemberInstalmentsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getMemberInstalments(contextOf(request), request.query.client_id),
    }),
  );

  app.post(
    at(INSTALMENT_PATHS.plans),
    {
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Agree an instalment plan over the overdue bills (ADMIN; audited)',
        body: ZCreateInstalmentPlanRequest,
        response: { 201: ZInstalmentPlanResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await createInstalmentPlan(contextOf(request), request.body.params);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    `${at(INSTALMENT_PATHS.plans)}/:id/cancel`,
    {
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Cancel a plan nothing of which is billed or paid yet (ADMIN; audited)',
        params: ZDebtIdParam,
        body: ZCancelInstalmentPlanRequest,
        response: { 200: ZInstalmentPlanResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await cancelInstalmentPlan(
        contextOf(request),
        request.params.id,
        request.body.params.reason,
      ),
    }),
  );

  app.get(
    `${at(INSTALMENT_PATHS.plans)}/:id/pdf`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'The plan as an agreement for both sides to sign (A4 PDF)',
        params: ZDebtIdParam,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const pdf = await renderAgreement(contextOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="instalment-plan-${request.params.id}.pdf"`,
        )
        .send(pdf);
    },
  );
};
