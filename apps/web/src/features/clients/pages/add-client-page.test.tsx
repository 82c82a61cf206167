import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { callsTo, fakeClient, MASTER_DATA_ROUTES } from '../testing/fake-clients.ts';
import { todayIso } from '../utils/today.ts';
import { AddClientPage } from './add-client-page.tsx';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/addnewclient" element={<AddClientPage />} />
      <Route path="/manageclient" element={<p>รายชื่อผู้ใช้น้ำ</p>} />
    </Routes>,
    { route: '/addnewclient' },
  );
}

/** One paste instead of a keystroke per letter: these tests are about the body, not typing. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('add client page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Thai errors for the missing names before sending anything', async () => {
    const api = fakeApi(MASTER_DATA_ROUTES);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'บันทึก' }));

    expect(await screen.findAllByText('กรุณากรอกข้อมูลช่องนี้')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^ชื่อ/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /นามสกุล/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('กรุณาเลือกรายการ').length).toBeGreaterThanOrEqual(3);
    expect(callsTo(api, 'POST', '/api/user/client')).toHaveLength(0);
  });

  it('sends the contract body and goes to the list with the new member id', {
    timeout: 20_000,
  }, async () => {
    const api = fakeApi({
      ...MASTER_DATA_ROUTES,
      'GET /api/user/meter/lookup-duplicate/meterno': () =>
        json(200, { data: { duplicate: false } }),
      'POST /api/user/client': () =>
        json(201, { data: fakeClient({ memberId: 61, fullname: 'มานี มีนา' }) }),
    });
    const { user } = renderPage();
    await fill(user, await screen.findByRole('textbox', { name: /^ชื่อ/ }), ' มานี ');
    await fill(user, screen.getByRole('textbox', { name: /นามสกุล/ }), 'มีนา');
    await fill(user, screen.getByRole('textbox', { name: /บ้านเลขที่/ }), '45/1');
    await choose(user, /พื้นที่\/เขต/, 'B02 · หมู่ 2 บ้านโนนสูง');
    await choose(user, /กลุ่มอัตราค่าน้ำ/, 'ที่อยู่อาศัย');
    await fill(user, screen.getByRole('textbox', { name: /โทรศัพท์/ }), '0812345678');
    await fill(user, screen.getByRole('textbox', { name: /เลขมาตรวัดน้ำ/ }), 'WM-0099');
    await choose(user, /ประเภทมาตรวัด/, 'มาตรบ้าน (1/2")');
    const reading = screen.getByRole('textbox', { name: /เลขอ่านเริ่มต้น/ });
    await user.clear(reading);
    await user.paste('125');
    // Enter in any field saves.
    await fill(user, screen.getByRole('textbox', { name: /อีเมล/ }), 'manee@example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('รายชื่อผู้ใช้น้ำ')).toBeInTheDocument();
    expect(screen.getByText('เพิ่ม มานี มีนา เรียบร้อยแล้ว รหัสสมาชิก 00061')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/user/client')[0]?.body).toEqual({
      params: {
        first_name: 'มานี',
        last_name: 'มีนา',
        house_no: '45/1',
        address: '',
        area: 2,
        phone: '0812345678',
        email: 'manee@example.com',
        tariff_group_id: 1,
        water_no: null,
        meter: {
          meter_no: 'WM-0099',
          meter_type_id: 1,
          initial_reading: 125,
          installed_on: todayIso(),
        },
      },
    });
  });

  it('warns while typing that the meter number belongs to somebody else', {
    timeout: 20_000,
  }, async () => {
    const api = fakeApi({
      ...MASTER_DATA_ROUTES,
      'GET /api/user/meter/lookup-duplicate/meterno': ({ url }) =>
        json(200, {
          data:
            url.searchParams.get('meter_no') === 'WM-0007'
              ? { duplicate: true, client_id: '00007', fullname: 'สมศรี ใจดี' }
              : { duplicate: false },
        }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /เลขมาตรวัดน้ำ/ }), 'WM-0007');

    expect(
      await screen.findByText('เลขมาตร WM-0007 ถูกใช้แล้วโดย สมศรี ใจดี (รหัสสมาชิก 00007)'),
    ).toBeInTheDocument();
    // Debounced: not one call per keystroke.
    const lookups = callsTo(api, 'GET', '/api/user/meter/lookup-duplicate/meterno');
    expect(lookups.length).toBeLessThan(7);
    expect(lookups.at(-1)?.url.searchParams.get('meter_no')).toBe('WM-0007');

    await user.clear(screen.getByRole('textbox', { name: /เลขมาตรวัดน้ำ/ }));
    await waitFor(() => expect(screen.queryByText(/ถูกใช้แล้วโดย/)).not.toBeInTheDocument());
  });

  it('shows a server refusal in the form and as a notification', { timeout: 20_000 }, async () => {
    const message = 'เลขมาตร WM-0007 ติดตั้งอยู่ที่ผู้ใช้น้ำรายอื่นแล้ว';
    fakeApi({
      ...MASTER_DATA_ROUTES,
      'GET /api/user/meter/lookup-duplicate/meterno': () =>
        json(200, { data: { duplicate: false } }),
      'POST /api/user/client': () =>
        json(409, {
          error: {
            code: 'CONFLICT',
            message,
            fields: [{ path: 'params.meter.meter_no', message: 'เลขมาตรนี้ถูกใช้แล้ว' }],
          },
        }),
    });
    const { user } = renderPage();
    await fill(user, await screen.findByRole('textbox', { name: /^ชื่อ/ }), 'มานี');
    await fill(user, screen.getByRole('textbox', { name: /นามสกุล/ }), 'มีนา');
    await choose(user, /พื้นที่\/เขต/, 'A01 · หมู่ 1 บ้านหนองน้ำ');
    await choose(user, /กลุ่มอัตราค่าน้ำ/, 'ที่อยู่อาศัย');
    await fill(user, screen.getByRole('textbox', { name: /เลขมาตรวัดน้ำ/ }), 'WM-0007');
    await choose(user, /ประเภทมาตรวัด/, 'มาตรบ้าน (1/2")');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('เลขมาตรนี้ถูกใช้แล้ว')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
    // In the form…
    expect(alerts).toContainEqual(expect.stringMatching(new RegExp(`บันทึกไม่สำเร็จ.*${message}`)));
    // …and as a notification.
    expect(alerts).toContainEqual(expect.stringMatching(new RegExp(`เกิดข้อผิดพลาด.*${message}`)));
  });
});
