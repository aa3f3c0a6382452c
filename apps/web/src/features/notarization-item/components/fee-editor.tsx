import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { draftProblem, exampleFee, yuan, type FeeDraft } from '../fee';
import styles from './item.module.css';

interface Props {
  value?: FeeDraft;
  onChange?: (v: FeeDraft) => void;
}

const MAX_MONEY = 100_000_000;

/** 收费标准: none, a fixed fee per certificate, or bands of the amount concerned at a rate each; with a live example. */
export function FeeEditor({ value, onChange }: Props) {
  const draft = value ?? { mode: 'NONE', amount: null, minimum: null, tiers: [] };
  const [sample, setSample] = useState<number | null>(1_000_000);
  const set = (patch: Partial<FeeDraft>) => onChange?.({ ...draft, ...patch });
  const setTier = (i: number, patch: Partial<FeeDraft['tiers'][number]>) => set({ tiers: draft.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const problem = draftProblem(draft);
  const fee = exampleFee(draft, sample);

  const addTier = () => {
    // A new band goes before the open-ended last one.
    const tiers = [...draft.tiers];
    const lastBound = tiers.length > 1 ? tiers[tiers.length - 2].upTo : 0;
    tiers.splice(Math.max(tiers.length - 1, 0), 0, { upTo: (lastBound ?? 0) ? (lastBound ?? 0) * 2 : 100_000, ratePercent: null });
    if (tiers.length === 1) tiers.push({ upTo: null, ratePercent: null });
    set({ tiers });
  };

  return (
    <div className={styles.box}>
      <Radio.Group
        aria-label="收费方式"
        optionType="button"
        value={draft.mode}
        onChange={(e) => set({ mode: e.target.value as FeeDraft['mode'] })}
        options={[
          { value: 'NONE', label: '未设置' },
          { value: 'FIXED', label: '按件收费' },
          { value: 'TIERED', label: '按标的额分段' },
        ]}
      />
      {draft.mode === 'NONE' && (
        <Typography.Paragraph type="secondary" className={styles.gap}>
          未设置收费标准，受理时由承办人员录入收费。
        </Typography.Paragraph>
      )}
      {draft.mode === 'FIXED' && (
        <Space className={styles.block}>
          <span>每件</span>
          <InputNumber
            aria-label="收费金额"
            min={0}
            max={MAX_MONEY}
            precision={2}
            value={draft.amount}
            onChange={(v) => set({ amount: v })}
            style={{ width: 160 }}
            suffix="元"
          />
        </Space>
      )}
      {draft.mode === 'TIERED' && (
        <div className={styles.gap}>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={draft.tiers.map((t, key) => ({ ...t, key }))}
            columns={[
              {
                title: '标的额区间',
                render: (_, t, i) => {
                  const lower = i === 0 ? null : draft.tiers[i - 1].upTo;
                  const last = i === draft.tiers.length - 1;
                  const from = lower === null ? '' : `超过 ${lower.toLocaleString('zh-CN')} 元`;
                  if (last) return <span>{i === 0 ? '全部标的额' : `${from}的部分`}</span>;
                  return (
                    <Space size={6}>
                      <span>{i === 0 ? '不超过' : `${from}至`}</span>
                      <InputNumber
                        aria-label={`第 ${i + 1} 段上限金额`}
                        min={0}
                        max={MAX_MONEY}
                        precision={2}
                        value={t.upTo}
                        onChange={(v) => setTier(i, { upTo: v })}
                        style={{ width: 160 }}
                        suffix="元"
                      />
                      <span>的部分</span>
                    </Space>
                  );
                },
              },
              {
                title: '费率',
                width: 150,
                render: (_, t, i) => (
                  <InputNumber
                    aria-label={`第 ${i + 1} 段费率`}
                    min={0}
                    max={100}
                    precision={3}
                    step={0.05}
                    value={t.ratePercent}
                    onChange={(v) => setTier(i, { ratePercent: v })}
                    style={{ width: 120 }}
                    suffix="%"
                  />
                ),
              },
              {
                title: '',
                width: 48,
                render: (_, __, i) => (
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除第 ${i + 1} 段`}
                    disabled={draft.tiers.length <= 1}
                    onClick={() => set({ tiers: draft.tiers.filter((_, j) => j !== i) })}
                  />
                ),
              },
            ]}
          />
          <Space className={styles.gap} wrap>
            <Button size="small" icon={<PlusOutlined />} onClick={addTier} disabled={draft.tiers.length >= 12}>
              增加一段
            </Button>
            <span>最低收费</span>
            <InputNumber
              aria-label="最低收费"
              min={0}
              max={MAX_MONEY}
              precision={2}
              value={draft.minimum}
              onChange={(v) => set({ minimum: v })}
              style={{ width: 140 }}
              suffix="元"
            />
          </Space>
        </div>
      )}
      {draft.mode !== 'NONE' && (
        <div className={styles.example} data-testid="fee-example">
          {problem ? (
            <Alert type="warning" showIcon title={problem} />
          ) : draft.mode === 'FIXED' ? (
            <span>示例：每份公证书收费 {yuan(fee ?? 0)}</span>
          ) : (
            <Space wrap>
              <span>示例：标的额</span>
              <InputNumber
                aria-label="示例标的额"
                min={0}
                max={10_000_000_000}
                precision={2}
                value={sample}
                onChange={(v) => setSample(v)}
                style={{ width: 170 }}
                suffix="元"
              />
              <span>应收 {fee === null ? '—' : yuan(fee)}</span>
            </Space>
          )}
        </div>
      )}
    </div>
  );
}
