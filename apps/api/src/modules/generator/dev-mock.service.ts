import { randomUUID } from 'node:crypto';
import {
  MOCK_SIZES,
  type TMockJob,
  type TMockSize,
  type TMockState,
} from '@prapa/contracts/dev-mock';
import { AppError } from '../../lib/app-error.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { assertGeneratable, generateData, generatorSteps } from './generate-data.service.ts';
import { findDataOrigin } from './generator-guard.repository.ts';
import { scalePlan } from './generator-plan.ts';

type Job = Omit<TMockJob, 'error'> & { error: AppError | Error | null };

/**
 * The generation the browser started, kept in this process: one at a time (a second start
 * while it runs is refused), and the last one stays readable for the progress bar. The work
 * runs after the POST has answered; each of its steps is a short statement of its own, so
 * the polls are answered between them.
 */
let current: Job | null = null;

const messageOf = (error: Job['error'], lang: Lang) =>
  error === null
    ? null
    : error instanceof AppError
      ? translate(lang, error.messageKey, error.params)
      : translate(lang, 'INTERNAL');

const view = (job: Job, lang: Lang): TMockJob => ({ ...job, error: messageOf(job.error, lang) });

export async function getMockState(ctx: RequestContext, lang: Lang): Promise<TMockState> {
  const origin = await findDataOrigin(ctx.db);
  const refusal =
    origin.kind === 'not_generated'
      ? translate(lang, 'generator.NOT_GENERATED')
      : origin.kind === 'changed'
        ? translate(lang, 'generator.CHANGED_SINCE', { changes: origin.changes })
        : null;
  return { origin: origin.kind, refusal, job: current ? view(current, lang) : null };
}

export async function startMock(
  ctx: RequestContext,
  size: TMockSize,
  lang: Lang,
  log: (error: unknown) => void = () => {},
): Promise<TMockJob> {
  if (current?.status === 'running')
    throw new AppError('CONFLICT', { messageKey: 'generator.RUNNING' });
  const { clients, months } = MOCK_SIZES[size];
  const job: Job = {
    id: randomUUID(),
    size,
    clients,
    months,
    status: 'running',
    step: null,
    done: 0,
    total: generatorSteps(scalePlan(clients, months)),
    month: null,
    elapsed_ms: 0,
    summary: null,
    error: null,
  };
  // Claimed before the first await, so two starts at once cannot both pass.
  const previous = current;
  current = job;
  try {
    await assertGeneratable(ctx.db);
  } catch (error) {
    current = previous;
    throw error;
  }
  // Started after this request has answered (the answer must not queue behind the first step).
  setTimeout(() => runJob(ctx, job, log), 50);
  return view(job, lang);
}

/**
 * Pause after each step. PGlite runs in this thread: without a pause the next step starts
 * before the event loop reads the waiting progress polls, and the bar jumps from 0 to done.
 */
const POLL_PAUSE_MS = 20;

function runJob(ctx: RequestContext, job: Job, log: (error: unknown) => void) {
  void generateData(ctx, scalePlan(job.clients, job.months), (p) => {
    Object.assign(job, {
      step: p.step,
      done: p.done,
      total: p.total,
      month: p.month,
      elapsed_ms: p.elapsedMs,
    });
    return new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
  }).then(
    (summary) => {
      job.status = 'done';
      job.summary = {
        clients: summary.clients,
        readings: summary.readings,
        invoices: summary.invoices,
        receipts: summary.receipts,
        debtors: summary.debtors,
      };
    },
    (error: unknown) => {
      log(error);
      job.status = 'failed';
      job.error = error instanceof Error ? error : new Error(String(error));
    },
  );
}

/** Resolves when the current generation has ended (tests). */
export async function waitForMock(): Promise<TMockJob['status'] | null> {
  while (current?.status === 'running') await new Promise((r) => setTimeout(r, 50));
  return current?.status ?? null;
}
