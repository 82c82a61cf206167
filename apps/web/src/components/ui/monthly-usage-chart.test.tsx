import { screen } from '@testing-library/react';
import { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MONTHLY_USAGE_COLOR, MonthlyUsageChart } from './monthly-usage-chart';

const THAI_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];

// chart.js draws on a canvas jsdom cannot paint, so the test reads the live chart's config.
function renderedChart() {
  const canvas = screen.getByRole('img', { name: 'ปริมาณการใช้น้ำรายเดือน' });
  const chart = Chart.getChart(canvas as HTMLCanvasElement);
  if (!chart) throw new Error('no chart on the canvas');
  return chart;
}

describe('MonthlyUsageChart', () => {
  it('shows the Thai title and a line chart of 12 Thai months with one pink "หน่วย" series', () => {
    renderWithProviders(
      <MonthlyUsageChart
        records={[
          { month: 0, usage: 12 },
          { month: 6, usage: 30 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ปริมาณการใช้น้ำรายเดือน' })).toBeInTheDocument();

    const chart = renderedChart();
    expect(chart.config).toMatchObject({ type: 'line' });
    expect(chart.data.labels).toEqual(THAI_MONTHS);
    expect(chart.data.datasets).toHaveLength(1);
    const [dataset] = chart.data.datasets;
    expect(dataset).toMatchObject({
      label: 'หน่วย',
      data: [12, 0, 0, 0, 0, 0, 30, 0, 0, 0, 0, 0],
      borderColor: MONTHLY_USAGE_COLOR,
      backgroundColor: MONTHLY_USAGE_COLOR,
      borderWidth: 2,
    });
    expect(MONTHLY_USAGE_COLOR).toBe('rgb(255, 192, 203)');
    expect(chart.options.maintainAspectRatio).toBe(false);
  });

  it('stays invisible while the records load and fades in once they arrive', () => {
    const { rerender } = renderWithProviders(<MonthlyUsageChart records={undefined} />);
    const fade = renderedChart().canvas.closest('[data-ready]');
    expect(fade).toHaveStyle({ opacity: '0' });
    expect(renderedChart().data.datasets[0]?.data).toEqual(Array(12).fill(0));

    rerender(<MonthlyUsageChart records={[{ month: 11, usage: 4 }]} />);
    expect(fade).toHaveStyle({ opacity: '1' });
    expect(renderedChart().data.datasets[0]?.data[11]).toBe(4);
  });
});
