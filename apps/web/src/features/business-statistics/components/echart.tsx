import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerCharts, type ComposeOption, type ECharts } from 'echarts/core';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

registerCharts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

let canvasSupport: boolean | undefined;
/** Whether the browser draws on a 2D canvas; without it the tables under the charts carry the numbers. */
function canDraw() {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** One ECharts chart that follows its container's size and is disposed with the component. */
export function EChart({ option, height = 300, label }: { option: ChartOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  const drawable = canDraw();

  useEffect(() => {
    if (!drawable) return;
    const el = box.current!;
    const instance = init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
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
      <div
        role="img"
        aria-label={label}
        data-testid="echart"
        style={{ height, display: 'grid', placeItems: 'center', color: 'var(--ant-color-text-tertiary)' }}
      >
        当前浏览器无法绘制图表，请查看下方表格
      </div>
    );
  }
  return <div ref={box} role="img" aria-label={label} data-testid="echart" style={{ width: '100%', height }} />;
}
