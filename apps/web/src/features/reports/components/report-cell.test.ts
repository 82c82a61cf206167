import { describe, expect, it } from 'vitest';
import { formatReportCell } from './report-cell.ts';

describe('formatReportCell', () => {
  it("shows a cancelled bill's bracketed amount as sent, and figures as figures", () => {
    expect(formatReportCell('money', '(1,234.00)')).toBe('(1,234.00)');
    expect(formatReportCell('money', 123456)).toBe('1,234.56');
    expect(formatReportCell('money', '123456')).toBe('1,234.56');
    expect(formatReportCell('int', 1234)).toBe('1,234');
  });
});
