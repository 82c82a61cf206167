/**
 * The dashboard's two small charts drawn as SVG: a doughnut and vertical bars. chart.js
 * (65 KB gzipped) would more than double the dashboard's JavaScript for two shapes that need
 * no axes to pan, tooltips or animation beyond the fade (docs/decisions/017-counts-and-first-page.md);
 * it stays for the monthly usage line. The numbers are always written beside the chart too.
 */

export type ChartSlice = { label: string; value: number; colour: string };

type ChartProps = { slices: readonly ChartSlice[]; label: string; height: number };

/** A ring: each slice's arc in proportion to its value; an empty grey ring when all are 0. */
export function SvgDoughnut({ slices, label, height }: ChartProps) {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      width="100%"
      height={height}
      style={{ display: 'block' }}
    >
      <circle cx="50" cy="50" r={radius} fill="none" stroke="#e9ecef" strokeWidth="16" />
      {total > 0
        ? slices.map((slice) => {
            const length = (Math.max(0, slice.value) / total) * circumference;
            const arc = (
              <circle
                key={slice.label}
                cx="50"
                cy="50"
                r={radius}
                fill="none"
                stroke={slice.colour}
                strokeWidth="16"
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 50 50)"
              >
                <title>{`${slice.label}: ${slice.value}`}</title>
              </circle>
            );
            offset += length;
            return arc;
          })
        : null}
    </svg>
  );
}

/** Bars from a zero baseline, scaled to the largest value, with a light grid of quarters. */
export function SvgBars({ slices, label, height }: ChartProps) {
  const max = Math.max(1, ...slices.map((slice) => slice.value));
  const width = 100 * slices.length;
  const top = 8;
  const plot = 100 - top;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      style={{ display: 'block' }}
    >
      {[0, 0.25, 0.5, 0.75, 1].map((q) => (
        <line
          key={q}
          x1="0"
          x2={width}
          y1={top + plot * (1 - q)}
          y2={top + plot * (1 - q)}
          stroke="#e9ecef"
          strokeWidth="0.5"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {slices.map((slice, index) => {
        const h = (Math.max(0, slice.value) / max) * plot;
        return (
          <rect
            key={slice.label}
            x={index * 100 + 15}
            y={100 - h}
            width="70"
            height={h}
            rx="4"
            fill={slice.colour}
          >
            <title>{`${slice.label}: ${slice.value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
