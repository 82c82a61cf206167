import {
  DEBT_PATHS,
  ZDebtIdParam,
  ZDebtSettingsResponse,
  ZLetterIssueRequest,
  ZLetterPreviewRequest,
  ZLetterPreviewResponse,
  ZUpdateDebtSettingsRequest,
} from '@prapa/contracts/debt';
import { ZJobResponse } from '@prapa/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { sendFile } from '../../lib/send-file.ts';
import { at, DEBT_READ, DEBT_WRITE, tags, ZPdfBody } from './debt-route-config.ts';
import {
  getDebtSettings,
  previewLetters,
  renderLetters,
  updateDebtSettings,
} from './letters.service.ts';
import { openLetterBatch, queueLetters } from './letters-job.ts';

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
        summary:
          'Issue numbered letters to the selection as a background job (poll /api/jobs/:id); one PDF in the file room',
        body: ZLetterIssueRequest,
        response: { 202: ZJobResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const job = await queueLetters(contextOf(request), request.body.params);
      app.jobs.wake();
      return reply.code(202).send({ data: job });
    },
  );

  app.get(
    `${at(DEBT_PATHS.letterBatch)}/:id/pdf`,
    {
      config: DEBT_READ,
      schema: {
        tags,
        summary: "A batch's letters as one PDF (the one in the file room; made now if missing)",
        params: ZDebtIdParam,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openLetterBatch(contextOf(request), app.dataDir, request.params.id);
      return sendFile(reply, file.path, file.name, file.mimeType);
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
