import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';

// chart.js is tree-shaken: only registered pieces exist. Every chart in the app (the monthly line,
// the dashboard doughnut and the status bar chart) imports this module, so registration happens
// once, on first use, and never in a bundle without charts.
Chart.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  ArcElement,
  Filler,
  Title,
  Tooltip,
  Legend,
);

// Sarabun/Noto/Loma are common Thai faces; the canvas does not inherit the page font by itself.
Chart.defaults.font.family =
  "'Sarabun', 'Noto Sans Thai', 'Loma', system-ui, -apple-system, 'Segoe UI', sans-serif";

export { Chart };
