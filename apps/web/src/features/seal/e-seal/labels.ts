import { E_SEAL_PRESETS, E_SEAL_STATUSES, E_SEAL_STATUS_LABELS, type ESealRow, type ESealStatus } from '@notaria/contracts';

export const STATUS_COLORS: Record<ESealStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'warning',
  STAMPED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
};

export const STATUS_OPTIONS = E_SEAL_STATUSES.map((s) => ({ value: s, label: E_SEAL_STATUS_LABELS[s] }));

/** "第 2 页 右下角" or "第 2 页 距左 45%、距上 80%", with the seal's size. */
export function positionText(r: Pick<ESealRow, 'page' | 'x' | 'y' | 'sizeMm'>): string {
  const preset = Object.values(E_SEAL_PRESETS).find((p) => p.x === r.x && p.y === r.y);
  return `第 ${r.page} 页 ${preset ? preset.label : `距左 ${Math.round(r.x / 10)}%、距上 ${Math.round(r.y / 10)}%`}，直径 ${r.sizeMm} 毫米`;
}
