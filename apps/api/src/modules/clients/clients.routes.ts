import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import {
  CLIENT_STATUS_HISTORY_PATH,
  ZClientStatusHistoryQuery,
  ZClientStatusHistoryResponse,
  ZIgnoreClientsWithReasonRequest,
} from '@prapa/contracts/client-status-history';
import {
  ZClientIdsResponse,
  ZClientListQuery,
  ZClientLookupQuery,
  ZClientResponse,
  ZClientStatusChangeRequest,
  ZCreateClientRequest,
  ZDeleteClientQuery,
  ZIgnoreClientsRequest,
  ZUpdateClientRequest,
} from '@prapa/contracts/clients';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  ZClientGetByRoleResponse,
  ZClientLookupByRoleResponse,
  ZClientLookupReaderItem,
  ZClientReaderPage,
  ZClientReaderView,
} from '@prapa/contracts/reader-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseHiddenQuery, shapeForRole } from '../../lib/member-view.ts';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  filterOf,
  findClientPage,
  getClient,
  lookupClients,
  lookupClientsByMemberId,
} from './client-queries.service.ts';
import {
  changeClientStatus,
  getStatusHistory,
  setClientsIgnored,
} from './client-status.service.ts';
import { createClient, deleteClient, updateClientFields } from './clients.service.ts';

const READ = { access: { area: 'clients', access: 'read' } } as const;
const WRITE = { access: { area: 'clients', access: 'write' } } as const;
const tags = ['clients'];

/** Route path under the /api/user/client prefix. */
const at = (path: string) => path.slice(CLIENT_PATHS.client.length) || '/';

const ZReaderLookup = z.array(ZClientLookupReaderItem);

const asIds = (ids: number | number[]) => (Array.isArray(ids) ? ids : [ids]);

/** Mounted at /api/user/client: water users (spec §7). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One client (?id=) or a page of the filtered, sorted list',
        querystring: ZClientListQuery,
        response: { 200: ZClientGetByRoleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, page, page_size, sort, order, ...filter } = request.query;
      const ctx = contextOf(request);
      refuseHiddenQuery(
        ctx,
        filter.status_code !== undefined || sort === 'debt' || sort === 'status_code',
      );
      if (id !== undefined) {
        return { data: shapeForRole(ctx, await getClient(ctx, id), ZClientReaderView) };
      }
      const found = await findClientPage(ctx, {
        filter: filterOf(filter),
        order: { sort, order },
        page,
        pageSize: page_size,
      });
      return { data: shapeForRole(ctx, found, ZClientReaderPage) };
    },
  );

  app.get(
    at(CLIENT_PATHS.lookupClientId),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Autocomplete by member id (padded or plain prefix; Thai digits too), max 20',
        querystring: ZClientLookupQuery,
        response: { 200: ZClientLookupByRoleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const found = await lookupClientsByMemberId(ctx, request.query.q);
      return { data: shapeForRole(ctx, found, ZReaderLookup) };
    },
  );

  app.get(
    at(CLIENT_PATHS.lookupAll),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Autocomplete on member id, names, house no, water no and meter no, max 20',
        querystring: ZClientLookupQuery,
        response: { 200: ZClientLookupByRoleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const found = await lookupClients(ctx, request.query.q);
      return { data: shapeForRole(ctx, found, ZReaderLookup) };
    },
  );

  app.post(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create a client with its first meter',
        body: ZCreateClientRequest,
        response: { 201: ZClientResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createClient(contextOf(request), request.body.params) }),
  );

  app.patch(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Edit a client’s fields (not the meter, not the status)',
        body: ZUpdateClientRequest,
        response: { 200: ZClientResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateClientFields(contextOf(request), request.body.params),
    }),
  );

  app.delete(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Soft-delete a client without debt (409 while anything is owed)',
        querystring: ZDeleteClientQuery,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteClient(contextOf(request), request.query.id);
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    at(CLIENT_PATHS.ignore),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Leave clients out of the bill run (one id or several); reason required',
        body: ZIgnoreClientsWithReasonRequest,
        response: { 200: ZClientIdsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { params, reason } = request.body;
      return {
        data: { ids: await setClientsIgnored(contextOf(request), asIds(params), true, reason) },
      };
    },
  );

  app.patch(
    at(CLIENT_PATHS.normal),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Return ignored clients to the bill run (one id or several)',
        body: ZIgnoreClientsRequest,
        response: { 200: ZClientIdsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { params, reason } = request.body;
      return {
        data: { ids: await setClientsIgnored(contextOf(request), asIds(params), false, reason) },
      };
    },
  );

  app.get(
    at(CLIENT_STATUS_HISTORY_PATH),
    {
      config: READ,
      schema: {
        tags,
        summary:
          'A client’s changes of standing (ignored, normal, cancelled, reinstated) with reasons',
        querystring: ZClientStatusHistoryQuery,
        response: { 200: ZClientStatusHistoryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getStatusHistory(contextOf(request), request.query.client_id),
    }),
  );

  app.patch(
    at(CLIENT_PATHS.status),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Cancel (1_x → 2_x) or reinstate (2_x → 1_x) a client; reason required',
        body: ZClientStatusChangeRequest,
        response: { 200: ZClientResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await changeClientStatus(contextOf(request), request.body.params),
    }),
  );
};
