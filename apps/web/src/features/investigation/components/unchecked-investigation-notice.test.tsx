import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UncheckedInvestigationNotice } from './unchecked-investigation-notice.tsx';

const answer = (count: number) => ({
  data: { cycle_id: 3, count, counts: { abnormal: count, constant: 0, higher: 0, lower: 0 } },
});

describe('unchecked investigation notice', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(ROLE.NORM);
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says how many rows of the cycle are not checked, with a link to /investigation for that cycle', async () => {
    const api = fakeApi({
      'GET /api/investigation/unchecked-count': () => json(200, answer(1234)),
    });
    renderWithProviders(<UncheckedInvestigationNotice cycleId={3} />);
    expect(await screen.findByText('1,234 รายการยังไม่ได้ตรวจสอบ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปที่หน้าตรวจสอบความผิดปกติ' })).toHaveAttribute(
      'href',
      '/investigation?cycle=3',
    );
    const url = new URL(String(api.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('cycle_id')).toBe('3');
  });

  it('says when everything has been checked', async () => {
    fakeApi({ 'GET /api/investigation/unchecked-count': () => json(200, answer(0)) });
    renderWithProviders(<UncheckedInvestigationNotice cycleId={3} />);
    expect(await screen.findByText('ตรวจสอบความผิดปกติของรอบบิลนี้ครบแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
