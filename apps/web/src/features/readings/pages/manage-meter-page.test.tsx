import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeRow, fakeSaved, ROWS } from '../testing/fake-readings.ts';
import { callsTo, readingPage, readingRoutes } from '../testing/reading-api.ts';
import { ManageMeterPage } from './manage-meter-page.tsx';

const NAME = /เลขมาตรครั้งนี้ของ/;

async function readingInputs() {
  await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 });
  return screen.getAllByRole('textbox', { name: NAME });
}

function refusal(code: string) {
  return json(400, {
    error: {
      code,
      message: 'ยืนยันก่อน',
      fields: [{ path: 'params.0.current_reading', message: 'ยืนยันก่อน' }],
    },
  });
}

describe('manage meter page', { timeout: 20_000 }, () => {
  // Office staff: they record readings and may also mark meters as estimated.
  beforeEach(() => signInAs(ROLE.NORM));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    refreshSession();
  });

  it('lets a meter reader record but leaves marking estimates to the office', async () => {
    signInAs(ROLE.VIEW);
    fakeApi(readingRoutes());
    renderWithProviders(<ManageMeterPage />);
    const inputs = await readingInputs();
    for (const input of inputs) expect(input).toBeEnabled();
    expect(screen.queryByRole('button', { name: /เมนูเพิ่มเติมของ/ })).not.toBeInTheDocument();
    // A charge is money: not for the meter reader (docs/decisions/015).
    expect(screen.queryByRole('button', { name: /ค่าน้ำ/ })).not.toBeInTheDocument();
  });

  it('shows the readings read-only to an account without meter editing', async () => {
    signInAs(ROLE.VIEW, { meter_edit: false });
    fakeApi(readingRoutes());
    renderWithProviders(<ManageMeterPage />);
    for (const input of await readingInputs()) expect(input).toBeDisabled();
  });

  it('opens on the open cycle in route order with its progress', async () => {
    const api = fakeApi(readingRoutes());
    renderWithProviders(<ManageMeterPage />, { route: '/managemeter' });

    const row = (await screen.findByText('สมศรี ใจดี', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('00001')).toBeInTheDocument();
    expect(within(row).getByText('M-101')).toBeInTheDocument();
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(within(row).getByText('28 ต.ค. 2569')).toBeInTheDocument();
    expect(within(row).getByText('รอจด')).toBeInTheDocument();
    expect(await screen.findByText('จดแล้ว 30 จาก 50 มาตร')).toBeInTheDocument();

    const query = callsTo(api, 'GET', '/api/user/waterHistory')[0]?.url.searchParams;
    expect(query?.get('cycle_id')).toBe('3');
    expect(query?.get('page_size')).toBe('50');
    // Empty filters are not sent at all (spec §5).
    expect(query?.has('area_id')).toBe(false);
    expect(query?.has('tag')).toBe(false);
    expect(query?.has('q')).toBe(false);
    expect(callsTo(api, 'GET', '/api/user/waterHistory/count-noted-meter')[0]?.url.search).toBe(
      '?id=3',
    );
  });

  it('works out the units as the reading is typed', async () => {
    fakeApi(readingRoutes());
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [first] = await readingInputs();
    const row = first?.closest('tr') as HTMLElement;

    expect(within(row).getByText('–')).toBeInTheDocument();
    await user.type(first as HTMLElement, '135');
    expect(within(row).getByText('15 หน่วย')).toBeInTheDocument();
    // Four digits on this meter: 135000 cannot be on it.
    await user.type(first as HTMLElement, '000');
    expect(within(row).getByText('ต้องไม่เกิน 9,999')).toBeInTheDocument();
    expect(first).toHaveValue('135000');
  });

  it('refuses 12.5 as a reading with a message instead of reading 125, and does not save it', async () => {
    const api = fakeApi(readingRoutes());
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [first] = await readingInputs();
    const row = first?.closest('tr') as HTMLElement;
    await user.type(first as HTMLElement, '12.5{Enter}');
    expect(first).toHaveValue('12.5');
    expect(within(row).getByText('ต้องเป็นจำนวนเต็ม ไม่มีจุดทศนิยม')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(callsTo(api, 'POST', '/api/user/waterHistory')).toHaveLength(0);
  });

  it('saves on Enter, moves to the next meter and counts it', async () => {
    const api = fakeApi(readingRoutes());
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [first, second] = await readingInputs();
    await screen.findByText('จดแล้ว 30 จาก 50 มาตร');

    await user.type(first as HTMLElement, '135{Enter}');

    await waitFor(() => expect(second).toHaveFocus());
    expect(callsTo(api, 'POST', '/api/user/waterHistory').map((call) => call.body)).toEqual([
      {
        params: {
          cycle_id: 3,
          meter_id: 101,
          current_reading: 135,
          confirm_rollover: false,
          confirm_anomaly: false,
        },
      },
    ]);
    const row = first?.closest('tr') as HTMLElement;
    expect(within(row).getByText('จดแล้ว')).toBeInTheDocument();
    expect(await screen.findByText('จดแล้ว 31 จาก 50 มาตร')).toBeInTheDocument();
  });

  it('asks in Thai about a roll-over and sends it again confirmed on Enter', async () => {
    let answered = false;
    const api = fakeApi(
      readingRoutes({
        'POST /api/user/waterHistory': () => {
          if (!answered) {
            answered = true;
            return refusal('NEEDS_ROLLOVER_CONFIRMATION');
          }
          return json(200, {
            data: {
              saved: 1,
              readings: [
                fakeSaved({ meter_id: 102, current_reading: 2, units: 7, rollover: true }),
              ],
            },
          });
        },
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [, second, third] = await readingInputs();

    await user.type(second as HTMLElement, '2');
    expect(
      within(second?.closest('tr') as HTMLElement).getByText('หมุนครบรอบ?'),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันเลขมาตร 00002 มานะ ขยัน' });
    expect(within(dialog).getByText('มาตรหมุนครบรอบ? หน่วยที่ใช้ = 7 หน่วย')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'ใช่ มาตรหมุนครบรอบ' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');

    await waitFor(() => expect(third).toHaveFocus());
    const bodies = callsTo(api, 'POST', '/api/user/waterHistory').map((call) => call.body.params);
    expect(bodies).toEqual([
      expect.objectContaining({ meter_id: 102, current_reading: 2, confirm_rollover: false }),
      expect.objectContaining({ meter_id: 102, current_reading: 2, confirm_rollover: true }),
    ]);
  });

  it('asks about usage far above the average and sends it again confirmed', async () => {
    let answered = false;
    const api = fakeApi(
      readingRoutes({
        'POST /api/user/waterHistory': () => {
          if (!answered) {
            answered = true;
            return refusal('NEEDS_ANOMALY_CONFIRMATION');
          }
          return json(200, {
            data: {
              saved: 1,
              readings: [fakeSaved({ current_reading: 165, units: 45, flag: 'high' })],
            },
          });
        },
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [first] = await readingInputs();

    await user.type(first as HTMLElement, '165{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันเลขมาตร 00001 สมศรี ใจดี' });
    expect(within(dialog).getByText('หน่วยสูงกว่าค่าเฉลี่ยมาก (45 เทียบกับเฉลี่ย 12)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน เลขถูกต้อง' }));

    const row = first?.closest('tr') as HTMLElement;
    expect(await within(row).findByText('สูงผิดปกติ')).toBeInTheDocument();
    const bodies = callsTo(api, 'POST', '/api/user/waterHistory').map((call) => call.body.params);
    expect(bodies.map((body) => body.confirm_anomaly)).toEqual([false, true]);
  });

  it('keeps the reading for correction when the reader says no', async () => {
    const api = fakeApi(
      readingRoutes({
        'POST /api/user/waterHistory': () => refusal('NEEDS_ROLLOVER_CONFIRMATION'),
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [, second] = await readingInputs();
    await user.type(second as HTMLElement, '2{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveValue('2');
    expect(callsTo(api, 'POST', '/api/user/waterHistory')).toHaveLength(1);
  });

  it('goes on to the first meter of the next page after the last row', async () => {
    const next = [fakeRow({ meter_id: 151, memberId: 51, fullname: 'ชูใจ ใฝ่ดี' })];
    fakeApi(
      readingRoutes({
        'GET /api/user/waterHistory': ({ url }) =>
          url.searchParams.get('page') === '2'
            ? json(200, readingPage(next, 53, 2)('3'))
            : json(200, readingPage(ROWS, 53)('3')),
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [, , third] = await readingInputs();

    await user.type(third as HTMLElement, '310{Enter}');
    await screen.findByText('ชูใจ ใฝ่ดี');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'เลขมาตรครั้งนี้ของ 00051 ชูใจ ใฝ่ดี' })).toHaveFocus(),
    );
  });

  it('records an estimate for a broken meter from the row menu', async () => {
    const api = fakeApi(
      readingRoutes({
        'POST /api/user/billing-cycle/mark': () =>
          json(200, {
            data: {
              saved: 1,
              readings: [
                fakeSaved({ current_reading: 132, units: 12, estimated: true, note: 'broken' }),
              ],
            },
          }),
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    await readingInputs();
    await user.click(screen.getByRole('button', { name: 'เมนูเพิ่มเติมของ สมศรี ใจดี' }));
    await user.click(await screen.findByRole('menuitem', { name: 'มาตรชำรุด' }));
    // Asked first; nothing is saved until the clerk confirms.
    const ask = within(await screen.findByRole('dialog', { name: 'บันทึกค่าประมาณการ' }));
    expect(
      ask.getByText('บันทึกเลขมาตรของ สมศรี ใจดี เป็นค่าประมาณการ (มาตรชำรุด) จากการใช้น้ำเฉลี่ย ใช่หรือไม่'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/billing-cycle/mark')).toHaveLength(0);
    await user.click(ask.getByRole('button', { name: 'มาตรชำรุด' }));

    expect(
      await screen.findByText('บันทึกค่าประมาณการของ สมศรี ใจดี แล้ว (เลข 132)'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/billing-cycle/mark')[0]?.body).toEqual({
      params: { cycle_id: 3, meter_ids: [101], note: 'broken' },
    });
    const row = screen.getByText('สมศรี ใจดี').closest('tr') as HTMLElement;
    expect(within(row).getByText('ประมาณการ')).toBeInTheDocument();
    expect(within(row).getByText('มาตรชำรุด')).toBeInTheDocument();
  });

  it('shows a closed cycle read-only', async () => {
    const api = fakeApi(readingRoutes());
    renderWithProviders(<ManageMeterPage />, { route: '/managemeter?cycle=2' });

    expect(await screen.findByText('รอบ ตุลาคม 2569 ปิดแล้ว')).toBeInTheDocument();
    const inputs = await readingInputs();
    for (const input of inputs) expect(input).toBeDisabled();
    expect(callsTo(api, 'GET', '/api/user/waterHistory')[0]?.url.searchParams.get('cycle_id')).toBe(
      '2',
    );
  });

  it('a closed cycle: only ADMIN gets a way to correct a reading, with a reason, re-issuing the bill', {
    timeout: 45_000,
  }, async () => {
    const recorded = readingPage([
      fakeRow({ meter_id: 101, fullname: 'สมศรี ใจดี', tag: 'recorded', currentMeter: 5000 }),
    ]);
    const routes = readingRoutes({
      'GET /api/user/waterHistory': ({ url }) =>
        json(200, recorded(url.searchParams.get('cycle_id'))),
    });
    // Office staff (NORM) see the closed cycle read-only, with no correction.
    fakeApi(routes);
    const first = renderWithProviders(<ManageMeterPage />, { route: '/managemeter?cycle=2' });
    expect(await screen.findByText('รอบ ตุลาคม 2569 ปิดแล้ว')).toBeInTheDocument();
    await screen.findByText('สมศรี ใจดี');
    expect(screen.queryByRole('button', { name: /แก้เลขมาตรของ/ })).not.toBeInTheDocument();
    first.unmount();

    signInAs(ROLE.ADMIN);
    const api = fakeApi({
      ...routes,
      'POST /api/user/invoice/correct-closed-reading': ({ init }) => {
        const { params } = JSON.parse(String(init.body));
        if (!params.confirm_anomaly) {
          return json(400, {
            error: {
              code: 'NEEDS_ANOMALY_CONFIRMATION',
              message: 'ยืนยันก่อน',
              fields: [{ path: 'params.current_reading', message: 'หน่วยที่ใช้ต่ำกว่าปกติมาก' }],
            },
          });
        }
        return json(200, {
          data: {
            reading_id: 1,
            previous_reading: 519,
            current_reading: 576,
            units: 57,
            cancelled_invoice_no: 'INV2570/000041',
            invoice_no: 'INV2570/000090',
            total_charge: 91_164,
          },
        });
      },
    });
    const { user } = renderWithProviders(<ManageMeterPage />, { route: '/managemeter?cycle=2' });
    expect(await screen.findByText(/ผู้ดูแลระบบแก้เลขมาตรที่ผิดได้/)).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'แก้เลขมาตรของ สมศรี ใจดี (รอบปิดแล้ว)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ยกเลิกใบแจ้งหนี้เดิม/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /เลขมาตรที่ถูกต้อง/ }), '576');
    await user.click(within(dialog).getByRole('button', { name: 'แก้ไขและออกใบแจ้งหนี้ใหม่' }));
    // No reason yet: asked for, nothing sent.
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/invoice/correct-closed-reading')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), 'จดผิด 5000');
    await user.click(within(dialog).getByRole('button', { name: 'แก้ไขและออกใบแจ้งหนี้ใหม่' }));
    // The server asks about the unusual usage: a box to tick, then sent again confirmed.
    await user.click(await within(dialog).findByRole('checkbox', { name: /ผิดปกติถูกต้อง/ }));
    await user.click(within(dialog).getByRole('button', { name: 'แก้ไขและออกใบแจ้งหนี้ใหม่' }));
    expect(
      await screen.findByText(/ยกเลิกใบแจ้งหนี้ INV2570\/000041 และออกใบแจ้งหนี้ INV2570\/000090 แทน/),
    ).toBeInTheDocument();
    const sent = callsTo(api, 'POST', '/api/user/invoice/correct-closed-reading').map(
      (call) => call.body.params,
    );
    expect(sent.at(-1)).toEqual({
      cycle_id: 2,
      meter_id: 101,
      current_reading: 576,
      reason: 'จดผิด 5000',
      confirm_rollover: false,
      confirm_anomaly: true,
    });
  });

  it('shows the water cost of the typed units on demand', async () => {
    const api = fakeApi(
      readingRoutes({
        'GET /api/user/waterHistory/water-cost': () =>
          json(200, {
            data: {
              client_id: 1,
              units: 15,
              tariff_group_id: 1,
              tariff_group_name: 'ที่อยู่อาศัย',
              tariff_version_id: 1,
              effective_from: '2026-01-01',
              tiers: [],
              water_charge: 10500,
              minimum_applied: false,
              bill_charge: 10500,
              fee_charge: 1000,
              vat_charge: 0,
              total_charge: 11500,
            },
          }),
      }),
    );
    const { user } = renderWithProviders(<ManageMeterPage />);
    const [first] = await readingInputs();
    expect(callsTo(api, 'GET', '/api/user/waterHistory/water-cost')).toHaveLength(0);
    await user.type(first as HTMLElement, '135');
    await user.click(screen.getByRole('button', { name: 'ค่าน้ำของ สมศรี ใจดี' }));

    expect(await screen.findByText('115.00')).toBeInTheDocument();
    const query = callsTo(api, 'GET', '/api/user/waterHistory/water-cost')[0]?.url.searchParams;
    expect(query?.get('client_id')).toBe('1');
    expect(query?.get('diff_unit')).toBe('15');
  });
});
