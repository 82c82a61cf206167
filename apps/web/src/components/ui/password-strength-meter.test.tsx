import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PasswordStrengthMeter } from './password-strength-meter';

function meter() {
  return screen.getByRole('progressbar');
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', '33', 'อ่อน'],
    ['abcdef', '33', 'อ่อน'],
    ['abcde1', '66', 'ปานกลาง'],
    ['Abcdefgh', '66', 'ปานกลาง'],
    ['Abcdefg1', '100', 'แข็งแรง'],
  ])('shows %s as %s%% (%s)', (password, percent, label) => {
    renderWithProviders(<PasswordStrengthMeter value={password} />);
    expect(meter()).toHaveAttribute('aria-valuenow', percent);
    expect(meter().style.getPropertyValue('--progress-section-size')).toBe(`${percent}%`);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('follows the value as the user types', () => {
    const { rerender } = renderWithProviders(<PasswordStrengthMeter value="abc" />);
    expect(meter()).toHaveAttribute('aria-valuenow', '33');
    rerender(<PasswordStrengthMeter value="Abcdefg1" />);
    expect(meter()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('แข็งแรง')).toBeInTheDocument();
  });
});
