import {
  DEBT_PATHS,
  ZDebtIdParam,
  ZDebtSettingsResponse,
  ZLetterIssuedResponse,
  ZLetterIssueRequest,
  ZLetterPreviewRequest,
  ZLetterPreviewResponse,
  ZUpdateDebtSettingsRequest,
} from '@prapa/contracts/debt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { at, DEBT_READ, DEBT_WRITE, tags, ZPdfBody } from './debt-route-config.ts';
import {
  getDebtSettings,
  issueLetters,
  previewLetters,
  renderLetters,
  updateDebtSettings,
} from './letters.service.ts';

/** The letter settings are an administrator's (config: write), like the other thresholds. */
const SETTINGS_WRITE = { access: { area: 'config', access: 'write' } } as const;

export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(DEBT_PATHS.settings),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'Pay-by days, signer and reconnection fee',
        response: { 200: ZDebtSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getDebtSettings(contextOf(request)) }),
  );

  app.put(
    at(DEBT_PATHS.settings),
    {
      config: SETTINGS_WRITE,
      schema: {
        tags,
        summary: 'Change the letter and reconnection settings (administrators; audited)',
        body: ZUpdateDebtSettingsRequest,
        response: { 200: ZDebtSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateDebtSettings(contextOf(request), request.body.params),
    }),
  );

  app.post(
    at(DEBT_PATHS.letterPreview),
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'Who would get a letter (owing ≥ N months, area, minimum amount, or picked)',
        body: ZLetterPreviewRequest,
        response: { 200: ZLetterPreviewResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await previewLetters(contextOf(request), request.body.params) }),
  );

  app.post(
    at(DEBT_PATHS.letters),
    {
      config: DEBT_WRITE,
      schema: {
        tags,
        summary: 'Issue numbered letters to the selection, as one PDF kept in the file room',
        body: ZLetterIssueRequest,
        response: { 201: ZLetterIssuedResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await issueLetters(contextOf(request), app.dataDir, request.body.params);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${at(DEBT_PATHS.letterBatch)}/:id/pdf`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A batch's letters as one PDF",
        params: ZDebtIdParam,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const pdf = await renderLetters(contextOf(request), { batchNo: request.params.id }, false);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="debt-letters-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    `${at(DEBT_PATHS.letters)}/:id/copy`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: 'One letter reprinted, marked as a copy',
        params: ZDebtIdParam,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const pdf = await renderLetters(contextOf(request), { id: request.params.id }, true);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="debt-letter-${request.params.id}-copy.pdf"`,
        )
        .send(pdf);
    },
  );
};
