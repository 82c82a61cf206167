import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../test/render';
import { ReasonDialog } from './reason-dialog';

function renderDialog(send: (reason: string) => Promise<unknown>, reasonMin?: number) {
  return renderWithProviders(
    <ReasonDialog
      opened
      onClose={() => {}}
      title="ยกเลิกใบแจ้งหนี้ INV2570/000012"
      message="ใบแจ้งหนี้จะถูกยกเลิก"
      reasonLabel="เหตุผลที่ยกเลิก"
      reasonMin={reasonMin}
      confirmLabel="ยืนยันการยกเลิก"
      confirmColor="red"
      pending={false}
      send={send}
    />,
  );
}

/** A dialog with a field of the action's own, as the closed-cycle reading correction has. */
function WithOwnField({ send }: { send: (reason: string) => Promise<unknown> }) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <ReasonDialog
      opened
      onClose={() => {}}
      title="แก้เลขมาตร"
      message="ระบบจะออกใบแจ้งหนี้ใหม่"
      reasonLabel="เหตุผลในการแก้ไข"
      confirmLabel="แก้ไข"
      confirmColor="orange"
      pending={false}
      validate={() => value !== ''}
      showFieldError={(error) => {
        const field = error instanceof ApiError ? error.fields[0] : undefined;
        if (!field?.path.endsWith('current_reading')) return false;
        setFieldError(field.message);
        return true;
      }}
      send={send}
    >
      <input aria-label="เลขมาตรที่ถูกต้อง" onChange={(e) => setValue(e.currentTarget.value)} />
      {fieldError ? <p>{fieldError}</p> : null}
    </ReasonDialog>
  );
}

describe('ReasonDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const send = vi.fn(async () => {});
    const { user } = renderDialog(send);
    await user.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts a reason shorter than the minimum as missing', async () => {
    const send = vi.fn(async () => {});
    const { user } = renderDialog(send, 3);
    await user.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), 'ผิ');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const send = vi.fn(async () => {});
    const { user } = renderDialog(send);
    await user.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), '  จดเลขมาตรผิด ');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(send).toHaveBeenCalledWith('จดเลขมาตรผิด');
  });

  it("shows the server's word about the reason beside it, and any other refusal above the buttons", async () => {
    const send = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง', [
          { path: 'body.reason', message: 'ยาวเกิน 200 ตัวอักษร' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'ใบแจ้งหนี้นี้ชำระแล้ว'));
    const { user } = renderDialog(send);
    await user.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }), 'ผิด');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('ยาวเกิน 200 ตัวอักษร')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ใบแจ้งหนี้นี้ชำระแล้ว');
  });

  it("checks the action's own fields first and shows their refusals beside them", async () => {
    const send = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง', [
          { path: 'body.current_reading', message: 'เลขมาตรน้อยกว่าครั้งก่อน' },
        ]),
      );
    const { user } = renderWithProviders(<WithOwnField send={send} />);
    await user.type(screen.getByRole('textbox', { name: /เหตุผลในการแก้ไข/ }), 'จดผิด');
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'เลขมาตรที่ถูกต้อง' }), '120');
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(send).toHaveBeenCalledWith('จดผิด');
    expect(await screen.findByText('เลขมาตรน้อยกว่าครั้งก่อน')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
