import {
  DEBT_PATHS,
  ZCreateDisconnectionsRequest,
  ZCreateDisconnectionsResponse,
  ZDebtIdParam,
  ZDisconnectionListQuery,
  ZDisconnectionListResponse,
  ZDisconnectionResponse,
  ZDisconnectionTransitionRequest,
} from '@prapa/contracts/debt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { at, DEBT_READ, DEBT_WRITE, tags, ZPdfBody } from './debt-route-config.ts';
import {
  createDisconnections,
  getDisconnectionList,
  renderWorkOrder,
  transitionDisconnection,
} from './disconnections.service.ts';

export const disconnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(DEBT_PATHS.disconnections),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'Members due for disconnection and the disconnection orders',
        querystring: ZDisconnectionListQuery,
        response: { 200: ZDisconnectionListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getDisconnectionList(contextOf(request), request.query),
    }),
  );

  app.post(
    at(DEBT_PATHS.disconnections),
    {
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Put members whose final letter has expired on the disconnection list',
        body: ZCreateDisconnectionsRequest,
        response: { 201: ZCreateDisconnectionsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await createDisconnections(contextOf(request), request.body.params.client_ids);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${at(DEBT_PATHS.disconnections)}/work-order`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'The pending orders as the field team’s work order (PDF, route order)',
        querystring: ZDisconnectionListQuery.pick({ area_id: true }),
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const pdf = await renderWorkOrder(contextOf(request), request.query.area_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="disconnection-work-order.pdf"')
        .send(pdf);
    },
  );

  app.post(
    `${at(DEBT_PATHS.disconnections)}/:id/transition`,
    {
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Disconnect, request reconnection, reconnect or cancel (audited)',
        params: ZDebtIdParam,
        body: ZDisconnectionTransitionRequest,
        response: { 200: ZDisconnectionResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await transitionDisconnection(
        contextOf(request),
        request.params.id,
        request.body.params,
      ),
    }),
  );
};
