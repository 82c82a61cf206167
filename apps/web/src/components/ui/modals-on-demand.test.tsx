import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { i18n } from '../../lib/i18n';
import { confirmAction } from './confirm-action';
import { OnDemandModals } from './modals-on-demand';

// The signed-in layout's set-up: no modals provider until a dialog is asked for.
function renderLayoutModals() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <OnDemandModals />
        <p>page</p>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('OnDemandModals', () => {
  it('mounts the provider for the first question, which opens and is answered', async () => {
    renderLayoutModals();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const answer = confirmAction({ title: 'ปิดรอบบิล', message: 'ต้องการปิดรอบนี้ใช่หรือไม่' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('ต้องการปิดรอบนี้ใช่หรือไม่');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await expect(answer).resolves.toBe(true);

    // The provider stays: the next question opens at once.
    const second = confirmAction({ title: 'ลบ', message: 'ลบรายการนี้' });
    expect(await screen.findByText('ลบรายการนี้')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
