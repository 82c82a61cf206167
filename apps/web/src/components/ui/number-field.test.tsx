import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { NumberField } from './number-field';

function ControlledBaht({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberField
      label="ค่าบำรุงรักษามาตร"
      decimalScale={2}
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it("shows 'ต้องมากกว่า 5' when the value is below the minimum and emits the error flag", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NumberField label="จำนวนหน่วย" min={5} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'จำนวนหน่วย' });

    await user.type(input, '3');

    expect(screen.getByText('ต้องมากกว่า 5')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith(3, true);
  });

  it('accepts the minimum and values above it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NumberField label="จำนวนหน่วย" min={5} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'จำนวนหน่วย' });

    await user.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith(5, false);
    await user.type(input, '0');
    expect(onChange).toHaveBeenLastCalledWith(50, false);
    expect(screen.queryByText(/ต้องมากกว่า/)).not.toBeInTheDocument();
  });

  it("shows 'ต้องมากกว่า 0' for a negative amount and keeps it after blur", async () => {
    const { user } = renderWithProviders(<NumberField label="ยอดเงิน" min={0} />);
    await user.type(screen.getByRole('textbox', { name: 'ยอดเงิน' }), '-2');
    await user.tab();
    expect(screen.getByText('ต้องมากกว่า 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ยอดเงิน' })).toHaveValue('-2');
  });

  it('emits null and no error when the field is emptied', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NumberField label="จำนวนหน่วย" min={5} defaultValue={2} onChange={onChange} />,
    );
    expect(screen.getByText('ต้องมากกว่า 5')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'จำนวนหน่วย' }));
    expect(onChange).toHaveBeenLastCalledWith(null, false);
    expect(screen.queryByText('ต้องมากกว่า 5')).not.toBeInTheDocument();
  });

  it('keeps a half-typed decimal such as 150.50 while a parent controls the value', async () => {
    const seen: (number | null)[] = [];
    const { user } = renderWithProviders(<ControlledBaht onValue={(value) => seen.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'ค่าบำรุงรักษามาตร' });
    await user.type(input, '150.50');
    expect(input).toHaveValue('150.50');
    expect(seen.at(-1)).toBe(150.5);
  });

  it('speaks English when the language is switched', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<NumberField label="Units" min={5} value={1} />);
    expect(screen.getByText('Must be greater than 5')).toBeInTheDocument();
  });
});
