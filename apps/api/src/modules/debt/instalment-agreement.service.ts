import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findMemberHead } from './debtors.service.ts';
import type { AgreementInput } from './instalment-agreement-pdf.ts';
import { getPlan } from './instalments.service.ts';
import { findLetterhead } from './letterhead.ts';

/** The plan as an agreement for both sides to sign (A4 PDF, on the PDF worker). */
export async function renderAgreement(ctx: RequestContext, id: number): Promise<Buffer> {
  const plan = await getPlan(ctx, id);
  const [head, letterhead] = await Promise.all([
    findMemberHead(ctx, plan.client_id),
    findLetterhead(ctx.db),
  ]);
  const input: AgreementInput = {
    office: letterhead.office,
    signer: letterhead.signer,
    member: {
      memberId: head.member_id,
      fullname: `${head.first_name} ${head.last_name}`.trim(),
      address: [head.house_no, head.address, head.area_name].filter((s) => s !== '').join(' '),
    },
    plan,
  };
  return renderPdfInWorker(
    new URL('./instalment-agreement-pdf.ts', import.meta.url).href,
    'agreementDocument',
    input,
  );
}
