import { REMITTANCE_SLIP_ROUTE } from '../../lib/document-paths.ts';

export const slipPath = (id: number) => REMITTANCE_SLIP_ROUTE.replace(':id', String(id));
