import type { NumberPreviewQuery, ResetCycle } from '@notaria/contracts';
import { Spin, Typography } from 'antd';
import { ApiError } from '../../../lib/request';
import { useNumberPreview } from '../api/preview-number';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from './number.module.css';

export const PREVIEW_DEBOUNCE_MS = 300;

export interface PreviewInput {
  id?: number;
  pattern: string;
  resetCycle?: ResetCycle;
  startValue?: number | null;
  officeAbbr?: string;
  /** What is wrong with the rows; nothing is asked while there is a problem. */
  problem: string | null;
}

/** The next number as the server would issue it, asked 300 ms after the last change. */
export function NumberPreviewBox(input: PreviewInput) {
  const key = JSON.stringify(input);
  const settled = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const v = JSON.parse(settled) as PreviewInput;
  const query: NumberPreviewQuery | null = v.problem
    ? null
    : {
        id: v.id,
        pattern: v.pattern,
        resetCycle: v.resetCycle,
        startValue: typeof v.startValue === 'number' ? v.startValue : undefined,
        officeAbbr: v.officeAbbr?.trim() || undefined,
      };
  const preview = useNumberPreview(query);
  const waiting = settled !== key || preview.isFetching;
  const error = preview.error instanceof ApiError ? preview.error.message : preview.error ? '预览失败，请稍后重试' : null;

  return (
    <div className={styles.preview} data-testid="number-preview">
      <div className={styles.previewLabel}>下一个编号预览（不占号）{waiting && <Spin size="small" style={{ marginLeft: 8 }} />}</div>
      {input.problem ? (
        <Typography.Text type="warning">{input.problem}</Typography.Text>
      ) : error && !waiting ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : (
        <>
          <div className={styles.previewNumber} data-testid="number-preview-value">
            {preview.data?.number ?? '…'}
          </div>
          {preview.data && (
            <div className={styles.previewMeta}>
              流水号 {preview.data.seq}
              {preview.data.period ? ` · 计数周期 ${preview.data.period}` : ' · 不按周期重置'} · 类别代码按“内民证”示例，发号时由业务提供
            </div>
          )}
        </>
      )}
    </div>
  );
}
