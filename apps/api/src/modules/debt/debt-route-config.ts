import { DEBT_PATHS } from '@prapa/contracts/debt';
import { z } from 'zod';

/** NORM and up (spec §6: /DebtAccount, /Process/DebtNotification). */
export const DEBT_READ = { access: { area: 'debt', access: 'read' } } as const;
export const DEBT_WRITE = { access: { area: 'debt', access: 'write' } } as const;
export const tags = ['debt'];

export const ZPdfBody = z.custom<Buffer>().describe('application/pdf');

export const DEBT_PREFIX = DEBT_PATHS.prefix;
export const at = (path: string) => path.slice(DEBT_PREFIX.length);
