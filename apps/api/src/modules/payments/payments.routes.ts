import { ZIdParam } from '@prapa/contracts/common-fields';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import {
  IDEMPOTENCY_HEADER,
  ZClientIdQuery,
  ZClientInvoicesResponse,
  ZPaymentHistoryResponse,
  ZReceiptIdQuery,
  ZReceiptIdResponse,
  ZReceiptResponse,
  ZSetPaymentRequest,
  ZUnpaidInvoicesResponse,
  ZVoidReceiptRequest,
} from '@prapa/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import {
  getClientInvoices,
  getPaymentHistory,
  getReceipt,
  getReceiptIdOfInvoice,
  getUnpaidInvoices,
  reprintReceipt,
  voidReceipt,
} from './receipts.service.ts';
import { setPayment } from './set-payment.service.ts';

const READ = { access: { area: 'payments', access: 'read' } } as const;
const WRITE = { access: { area: 'payments', access: 'write' } } as const;
const tags = ['payments'];

/** Mounted at /api/user: the payment calls live under /payment, the client history beside. */
export const PAYMENTS_PREFIX = '/api/user';
const at = (path: string) => path.slice(PAYMENTS_PREFIX.length);

/** The counter: pay, receipts (print, reprint, void) and a client's invoices and receipts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    at(PAYMENT_PATHS.setPayment),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Pay invoices of one client in cash: one receipt (header Idempotency-Key)',
        body: ZSetPaymentRequest,
        response: { 200: ZReceiptResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const answer = await setPayment(contextOf(request), request.body, key);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    at(PAYMENT_PATHS.receiptId),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The receipt that paid an invoice (?invoiceId= or ?invoice_id=)',
        querystring: ZReceiptIdQuery,
        response: { 200: ZReceiptIdResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      // The web client turns camelCase query keys into snake_case; older callers do not.
      const invoiceId = request.query.invoiceId ?? request.query.invoice_id;
      if (invoiceId === undefined) {
        throw new AppError('VALIDATION', {
          fields: [{ path: 'invoiceId', message: 'v.required' }],
        });
      }
      return { data: await getReceiptIdOfInvoice(contextOf(request), invoiceId) };
    },
  );

  app.get(
    at(PAYMENT_PATHS.unpaid),
    {
      config: READ,
      schema: {
        tags,
        summary: "A client's unpaid invoices, oldest first",
        querystring: ZClientIdQuery,
        response: { 200: ZUnpaidInvoicesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getUnpaidInvoices(contextOf(request), request.query.client_id),
    }),
  );

  app.get(
    at(PAYMENT_PATHS.receipt),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One receipt as printed, with its items and the amount in Thai words',
        params: ZIdParam,
        response: { 200: ZReceiptResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getReceipt(contextOf(request), request.params.id) }),
  );

  app.post(
    at(PAYMENT_PATHS.reprint),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Count a reprint (printed as a copy, "สำเนา") and return the receipt',
        params: ZIdParam,
        response: { 200: ZReceiptResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await reprintReceipt(contextOf(request), request.params.id) }),
  );

  app.post(
    at(PAYMENT_PATHS.void),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Void a receipt with a reason (ADMIN): its invoices return to unpaid',
        body: ZVoidReceiptRequest,
        response: { 200: ZReceiptResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await voidReceipt(contextOf(request), request.body.params) }),
  );

  app.get(
    at(PAYMENT_PATHS.history),
    {
      config: READ,
      schema: {
        tags,
        summary: "A client's receipts, newest first (voided ones marked)",
        params: ZIdParam,
        response: { 200: ZPaymentHistoryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getPaymentHistory(contextOf(request), request.params.id),
    }),
  );

  app.get(
    at(PAYMENT_PATHS.clientHistory),
    {
      config: READ,
      schema: {
        tags,
        summary: "A client's invoices, newest first, with status and receipt number",
        params: ZIdParam,
        response: { 200: ZClientInvoicesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getClientInvoices(contextOf(request), request.params.id),
    }),
  );
};
