import { parseTypedInteger, parseTypedMoney } from '@prapa/domain/parse-typed-number';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { IntegerInput } from './integer-input';
import { MoneyInput } from './money-input';

function ControlledMoney({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <MoneyInput
        label="รับเงินมา (บาท)"
        value={value}
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(50_000)}>
        reset
      </button>
    </>
  );
}

describe('MoneyInput', () => {
  it.each([
    ['1,000', 100_000],
    ['1,000.50', 100_050],
    ['๑๒๓', 12_300],
    [' 2 500 ', 250_000],
    ['0.5', 50],
  ])('reads %j as %i satang and keeps the text', async (typed, satang) => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(onChange).toHaveBeenLastCalledWith(satang, null);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['-1', 'ติดลบไม่ได้ ไม่ต้องใส่เครื่องหมายลบ', 'NEGATIVE'],
    ['abc', 'กรอกได้เฉพาะตัวเลข เช่น 1,000 หรือ 1,000.50', 'NOT_A_NUMBER'],
    ['12.345', 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง', 'TOO_MANY_DECIMALS'],
    ['10บาท', 'กรอกได้เฉพาะตัวเลข เช่น 1,000 หรือ 1,000.50', 'NOT_A_NUMBER'],
  ])(
    'refuses %j at once with a Thai message and keeps every character',
    async (typed, message, code) => {
      const onChange = vi.fn();
      const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(onChange).toHaveBeenLastCalledWith(null, code);
    },
  );

  it('waits for the field to be left before calling a half-typed grouping wrong', async () => {
    const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" />);
    const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
    await user.type(input, '1,0');
    expect(screen.queryByText('ใส่จุลภาคคั่นทุกสามหลัก เช่น 1,000')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('ใส่จุลภาคคั่นทุกสามหลัก เช่น 1,000')).toBeInTheDocument();
    expect(input).toHaveValue('1,0');
  });

  it('writes a valid amount back as 1,000.00 when the field is left', async () => {
    const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" />);
    const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
    await user.type(input, '1000');
    await user.tab();
    expect(input).toHaveValue('1,000.00');
  });

  it('says a required empty field is missing only after it is left', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <MoneyInput label="ยอดเงิน" required defaultValue={100} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: /ยอดเงิน/ });
    expect(input).toHaveValue('1.00');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null, 'REQUIRED');
    expect(screen.queryByText('กรุณากรอกจำนวน')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('กรุณากรอกจำนวน')).toBeInTheDocument();
  });

  it('shows the maximum in baht', async () => {
    const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" max={100_000} />);
    await user.type(screen.getByRole('textbox', { name: 'ยอดเงิน' }), '1000.01');
    expect(screen.getByText('ต้องไม่เกิน 1,000.00')).toBeInTheDocument();
  });

  it('keeps unreadable text while a parent holds null, and takes a value the parent sets', async () => {
    const seen: (number | null)[] = [];
    const { user } = renderWithProviders(<ControlledMoney onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
    await user.type(input, '150.5x');
    expect(input).toHaveValue('150.5x');
    expect(seen.at(-2)).toBe(15_050);
    expect(seen.at(-1)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('500.00');
  });

  it('shows an outside error for a readable value, and its own reason for unreadable text', async () => {
    const { user } = renderWithProviders(<MoneyInput label="ยอดเงิน" error="ยอดไม่พอ" />);
    const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
    await user.type(input, '5');
    expect(screen.getByText('ยอดไม่พอ')).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.getByText('กรอกได้เฉพาะตัวเลข เช่น 1,000 หรือ 1,000.50')).toBeInTheDocument();
    expect(screen.queryByText('ยอดไม่พอ')).not.toBeInTheDocument();
  });

  it('never throws and always agrees with the domain parser, whatever is typed', () => {
    const onChange = vi.fn();
    renderWithProviders(<MoneyInput label="ยอดเงิน" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'ยอดเงิน' });
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[-0-9๐-๙,. a-zก-ฮ]{0,12}$/)),
        (text) => {
          // A change to the same text fires nothing; go through another text first.
          fireEvent.change(input, { target: { value: '§' } });
          fireEvent.change(input, { target: { value: text } });
          expect(input).toHaveValue(text);
          const parsed = parseTypedMoney(text);
          expect(onChange).toHaveBeenLastCalledWith(
            parsed.ok ? parsed.value : null,
            parsed.ok ? null : parsed.error,
          );
        },
      ),
      { numRuns: 300 },
    );
    cleanup();
  });

  it('speaks English when the language is switched', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(<MoneyInput label="Amount" />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '-1');
    expect(screen.getByText('Cannot be negative: leave out the minus sign')).toBeInTheDocument();
    await i18n.changeLanguage('th');
  });
});

describe('IntegerInput', () => {
  it.each([
    ['576', 576],
    ['1,250', 1250],
    ['๕๗๖', 576],
    [' 42 ', 42],
  ])('reads %j as %i', async (typed, value) => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<IntegerInput label="เลขมาตร" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'เลขมาตร' }), typed);
    expect(onChange).toHaveBeenLastCalledWith(value, null);
  });

  it.each([
    ['12.5', 'ต้องเป็นจำนวนเต็ม ไม่มีจุดทศนิยม'],
    ['-10', 'ติดลบไม่ได้ ไม่ต้องใส่เครื่องหมายลบ'],
    ['1o', 'กรอกได้เฉพาะตัวเลขจำนวนเต็ม เช่น 1250'],
  ])('refuses %j and keeps it as typed', async (typed, message) => {
    const { user } = renderWithProviders(<IntegerInput label="เลขมาตร" />);
    const input = screen.getByRole('textbox', { name: 'เลขมาตร' });
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows the bounds after the field is left or Enter is pressed', async () => {
    const { user } = renderWithProviders(<IntegerInput label="หลัก" min={1} max={9} />);
    const input = screen.getByRole('textbox', { name: 'หลัก' });
    await user.type(input, '0');
    expect(screen.queryByText('ต้องไม่น้อยกว่า 1')).not.toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(screen.getByText('ต้องไม่น้อยกว่า 1')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '10');
    expect(screen.getByText('ต้องไม่เกิน 9')).toBeInTheDocument();
  });

  it('agrees with the domain parser for any text', () => {
    const onChange = vi.fn();
    renderWithProviders(<IntegerInput label="เลขมาตร" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'เลขมาตร' });
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9๐-๙,. a-z]{0,10}$/), (text) => {
        // A change to the same text fires nothing; go through another text first.
        fireEvent.change(input, { target: { value: '§' } });
        fireEvent.change(input, { target: { value: text } });
        expect(input).toHaveValue(text);
        const parsed = parseTypedInteger(text);
        expect(onChange).toHaveBeenLastCalledWith(
          parsed.ok ? parsed.value : null,
          parsed.ok ? null : parsed.error,
        );
      }),
      { numRuns: 300 },
    );
  });
});
