import { useLingui } from "@lingui/react";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import "./admin-insights.css";

// Only what a bar chart with a tooltip needs (docs/decisions/006-charts.md); one series a
// chart, named by its heading, so no legend.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const BAR_COLOUR = "#4c1fc4";

export type BarChartProps = {
  /** The series' name, e.g. "New players". */
  label: string;
  /** One label a bar, e.g. "Mar 2026". */
  labels: string[];
  values: number[];
  /** How a value reads in the tooltip and on the axis, e.g. "₹12.50". */
  format: (value: number) => string;
  /** What a screen reader hears for the canvas; the figures are in the table beside it. */
  description: string;
};

/** The Chart.js configuration of one bar chart; `tooltip` words a bar's value. */
function barChartConfig(
  { label, labels, values, format }: BarChartProps,
  tooltip: (value: string) => string,
): ChartConfiguration<"bar"> {
  return {
    type: "bar",
    data: { labels, datasets: [{ label, data: values, backgroundColor: BAR_COLOUR }] },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        y: {
          beginAtZero: true,
          ticks: { precision: 0, callback: (value) => format(Number(value)) },
        },
      },
      plugins: {
        tooltip: { callbacks: { label: (item) => tooltip(format(Number(item.raw))) } },
      },
    },
  };
}

/** A canvas bar chart. It is a picture for sighted readers; the caller renders the table. */
export function BarChart(props: BarChartProps) {
  const { i18n } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { label, labels, values, format, description } = props;
  // A new chart only when what it shows changes, not on every render of the screen.
  const shown = JSON.stringify([label, labels, values]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for label, labels and values (and the language, through the label)
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const tooltip = (value: string) => i18n._("admin.graphs.tooltip", { label, value });
    const chart = new Chart(
      canvas,
      barChartConfig({ label, labels, values, format, description }, tooltip),
    );
    return () => chart.destroy();
  }, [shown]);

  return (
    <div className="bar-chart">
      <canvas ref={canvasRef} role="img" aria-label={description} />
    </div>
  );
}
