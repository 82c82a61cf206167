import type { ReactNode } from 'react';

/** Spec §9: charts fade in over this long once their data is there. */
export const CHART_FADE_MS = 500;

export type ChartFadeProps = {
  /** False while the data loads: the chart is laid out but invisible, so nothing jumps. */
  ready: boolean;
  children: ReactNode;
  /** Charts with `maintainAspectRatio: false` take their parent's height, so the wrapper needs one. */
  height?: number | string;
};

export function ChartFade({ ready, children, height }: ChartFadeProps) {
  return (
    <div
      data-ready={ready}
      aria-busy={!ready}
      style={{
        position: 'relative',
        height,
        opacity: ready ? 1 : 0,
        transition: `opacity ${CHART_FADE_MS}ms ease-in`,
      }}
    >
      {children}
    </div>
  );
}
