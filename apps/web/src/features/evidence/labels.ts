import { CAPTURE_KIND_OF, CAPTURE_TYPE_LABELS, CAPTURE_TYPES, EVIDENCE_STATUS_LABELS, EVIDENCE_STATUSES, type EvidenceStatus } from '@notaria/contracts';

export const OBTAIN_TYPE_OPTIONS = CAPTURE_TYPES.filter((t) => CAPTURE_KIND_OF[t] === 'CAPTURE').map((t) => ({ value: t, label: CAPTURE_TYPE_LABELS[t] }));
export const STATUS_OPTIONS = EVIDENCE_STATUSES.filter((s) => s !== 'EXPIRED').map((s) => ({ value: s, label: EVIDENCE_STATUS_LABELS[s] }));

/** Each status as its tag's preset colour and, for the charts, the same colour as a hex value (shades apart where tags look alike). */
const STATUS_STYLES: Record<EvidenceStatus, { tag: string; hex: string }> = {
  CAPTURING: { tag: 'processing', hex: '#1677ff' },
  PENDING_CONFIRM: { tag: 'warning', hex: '#faad14' },
  SEALED: { tag: 'success', hex: '#52c41a' },
  TIMESTAMPED: { tag: 'success', hex: '#237804' },
  FAILED: { tag: 'error', hex: '#f5222d' },
  DISCARDED: { tag: 'default', hex: '#8c8c8c' },
  EXPIRED: { tag: 'default', hex: '#bfbfbf' },
};
const statusMap = (pick: (s: { tag: string; hex: string }) => string) =>
  Object.fromEntries(EVIDENCE_STATUSES.map((s) => [s, pick(STATUS_STYLES[s])])) as Record<EvidenceStatus, string>;
export const STATUS_COLORS = statusMap((s) => s.tag);
export const STATUS_CHART_COLORS = statusMap((s) => s.hex);

/** 1536 → 1.5 KB: sizes of evidence files. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}

/** 75 → 01:15. */
export const formatDuration = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
