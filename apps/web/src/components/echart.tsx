import { BarChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';

registerCharts([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

function canDraw() {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** One ECharts chart (bar, line or pie) following its box's size; where the browser cannot draw, the tables below carry the numbers. */
export function EChart({ option, height = 300, label }: { option: ChartOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawable] = useState(canDraw);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    if (!drawable) return;
    const instance = init(box.current!, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [drawable]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  if (!drawable) {
    return (
      <div role="img" aria-label={label} style={{ height, display: 'grid', placeItems: 'center', color: 'var(--ant-color-text-tertiary)' }}>
        当前浏览器无法绘制图表，请查看下方表格
      </div>
    );
  }
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
