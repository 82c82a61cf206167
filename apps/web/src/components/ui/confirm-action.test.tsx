import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { confirmDelete } from './confirm-action';

describe('confirmDelete', () => {
  it('asks in Thai and resolves true when the user confirms', async () => {
    const { user } = renderWithProviders(<div />);
    const answer = confirmDelete('นายสมชาย ใจดี');

    expect(await screen.findByText('ยืนยันการลบ')).toBeInTheDocument();
    expect(screen.getByText('ต้องการลบ นายสมชาย ใจดี ใช่หรือไม่')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลบ' }));

    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('ยืนยันการลบ')).not.toBeInTheDocument());
  });

  it('resolves false when the user cancels', async () => {
    const { user } = renderWithProviders(<div />);
    const answer = confirmDelete();

    expect(await screen.findByText('ต้องการลบข้อมูลนี้ใช่หรือไม่')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when the modal is dismissed with Escape', async () => {
    const { user } = renderWithProviders(<div />);
    const answer = confirmDelete();

    await screen.findByText('ยืนยันการลบ');
    await user.keyboard('{Escape}');

    await expect(answer).resolves.toBe(false);
  });
});
