import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_FADE_MS, ChartFade } from './chart-fade';

function wrapper() {
  return screen.getByText('chart').parentElement!;
}

describe('ChartFade', () => {
  it('fades over 500 ms', () => {
    expect(CHART_FADE_MS).toBe(500);
  });

  it('is transparent until the data is ready, then opaque with a 500 ms opacity transition', () => {
    const { rerender } = render(
      <ChartFade ready={false}>
        <span>chart</span>
      </ChartFade>,
    );
    expect(wrapper()).toHaveStyle({ opacity: '0' });
    expect(wrapper().style.transition).toBe('opacity 500ms ease-in');
    expect(wrapper()).toHaveAttribute('aria-busy', 'true');

    rerender(
      <ChartFade ready>
        <span>chart</span>
      </ChartFade>,
    );
    expect(wrapper()).toHaveStyle({ opacity: '1' });
    expect(wrapper().style.transition).toBe('opacity 500ms ease-in');
    expect(wrapper()).toHaveAttribute('aria-busy', 'false');
  });
});
