import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TextField } from './text-field';

const DIGITS = /^\d+$/;

// The parent keeps the value and the flag, as a form would.
function ControlledParent() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <TextField
        label="รหัส"
        pattern={DIGITS}
        value={value}
        onChange={(next, hasError) => {
          setValue(next);
          setInvalid(hasError);
        }}
      />
      <output>{invalid ? 'invalid' : 'valid'}</output>
    </>
  );
}

describe('TextField', () => {
  it("shows 'Input error' when the value does not match the pattern and emits the error flag", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TextField label="เลขที่ผู้ใช้น้ำ" pattern={DIGITS} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'เลขที่ผู้ใช้น้ำ' });

    await user.type(input, '12a');

    expect(screen.getByText('Input error')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenNthCalledWith(1, '1', false);
    expect(onChange).toHaveBeenNthCalledWith(2, '12', false);
    expect(onChange).toHaveBeenLastCalledWith('12a', true);
  });

  it('clears the error once the value matches again', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TextField label="รหัส" pattern={DIGITS} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'รหัส' });
    await user.type(input, '1a');
    expect(screen.getByText('Input error')).toBeInTheDocument();

    await user.type(input, '{Backspace}');
    expect(screen.queryByText('Input error')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('1', false);
  });

  it('emits no error without a pattern', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TextField label="ชื่อ" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'ชื่อ' }), 'สมชาย');
    expect(onChange).toHaveBeenLastCalledWith('สมชาย', false);
    expect(screen.queryByText('Input error')).not.toBeInTheDocument();
  });

  it('shows the error for a controlled value that does not match', () => {
    renderWithProviders(<TextField label="รหัส" pattern={DIGITS} value="abc" />);
    expect(screen.getByText('Input error')).toBeInTheDocument();
  });

  it('works controlled by a parent', async () => {
    const { user } = renderWithProviders(<ControlledParent />);
    await user.type(screen.getByRole('textbox', { name: 'รหัส' }), '9x');
    expect(screen.getByRole('textbox', { name: 'รหัส' })).toHaveValue('9x');
    expect(screen.getByRole('status')).toHaveTextContent('invalid');
  });

  it('prefers an error given from outside', () => {
    renderWithProviders(<TextField label="รหัส" pattern={DIGITS} value="abc" error="ซ้ำ" />);
    expect(screen.getByText('ซ้ำ')).toBeInTheDocument();
    expect(screen.queryByText('Input error')).not.toBeInTheDocument();
  });
});
