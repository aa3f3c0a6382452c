import { E_SEAL_PRESETS } from '@notaria/contracts';
import { Segmented, Spin, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';

export interface SealPosition {
  x: number;
  y: number;
}

interface Props {
  value?: SealPosition;
  onChange?: (v: SealPosition) => void;
  /** The page's size in points, and the seal's diameter in millimetres (drawn to scale). */
  page: { width: number; height: number };
  sizeMm: number;
  /** The page drawn by the server, or null to show a blank page of the same proportions. */
  image: string | null | undefined;
  loading?: boolean;
}

const BOX_WIDTH = 330;
const POINTS_PER_MM = 72 / 25.4;
const PRESETS = Object.entries(E_SEAL_PRESETS).map(([key, p]) => ({ value: key, label: p.label, x: p.x, y: p.y }));
const STEP = 10;

const clamp = (v: number) => Math.min(1000, Math.max(0, Math.round(v)));

/**
 * Where the seal goes on the page: a preset (右下角, 公证员签名处) or a click on the page, the seal drawn to scale at
 * its centre. Arrow keys move it (1% a step) for keyboard users.
 */
export function PositionPicker({ value = E_SEAL_PRESETS.BOTTOM_RIGHT, onChange, page, sizeMm, image, loading }: Props) {
  const height = Math.round((BOX_WIDTH * page.height) / page.width);
  const diameter = ((sizeMm * POINTS_PER_MM) / page.width) * BOX_WIDTH;
  const preset = PRESETS.find((p) => p.x === value.x && p.y === value.y)?.value ?? 'CUSTOM';

  const place = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onChange?.({ x: clamp(((e.clientX - box.left) / box.width) * 1000), y: clamp(((e.clientY - box.top) / box.height) * 1000) });
  };
  const nudge = (e: KeyboardEvent<HTMLDivElement>) => {
    const move: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const d = move[e.key];
    if (!d) return;
    e.preventDefault();
    onChange?.({ x: clamp(value.x + d[0]), y: clamp(value.y + d[1]) });
  };

  const pageStyle: CSSProperties = {
    position: 'relative',
    width: BOX_WIDTH,
    height,
    border: '1px solid #d9d9d9',
    background: image ? `#fff url(${image}) center / 100% 100% no-repeat` : '#fff',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.12)',
    cursor: 'crosshair',
    overflow: 'hidden',
  };
  const sealStyle: CSSProperties = {
    position: 'absolute',
    left: (value.x / 1000) * BOX_WIDTH - diameter / 2,
    top: (value.y / 1000) * height - diameter / 2,
    width: diameter,
    height: diameter,
    borderRadius: '50%',
    border: '2px solid rgba(207, 19, 34, 0.85)',
    background: 'rgba(207, 19, 34, 0.12)',
    pointerEvents: 'none',
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Spin spinning={!!loading}>
        <div
          role="application"
          aria-label="印章位置：点击页面放置，方向键微调"
          tabIndex={0}
          style={pageStyle}
          onClick={place}
          onKeyDown={nudge}
          data-testid="seal-page"
        >
          {!image && !loading && (
            <Typography.Text type="secondary" style={{ position: 'absolute', top: 8, left: 8, fontSize: 12 }}>
              页面预览不可用，按比例示意
            </Typography.Text>
          )}
          <div style={sealStyle} data-testid="seal-marker" />
        </div>
      </Spin>
      <div>
        <Segmented
          aria-label="位置预设"
          value={preset}
          onChange={(k) => {
            const p = PRESETS.find((x) => x.value === k);
            if (p) onChange?.({ x: p.x, y: p.y });
          }}
          options={[...PRESETS.map((p) => ({ value: p.value, label: p.label })), { value: 'CUSTOM', label: '自定义', disabled: true }]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          印章中心：距左 {Math.round(value.x / 10)}%，距上 {Math.round(value.y / 10)}%
        </Typography.Paragraph>
      </div>
    </div>
  );
}
