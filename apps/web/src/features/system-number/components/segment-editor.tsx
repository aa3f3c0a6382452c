import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Tooltip, Typography } from 'antd';
import { CERTIFICATE_SEGMENTS, DEFAULT_SEQ_WIDTH, SEGMENT_KINDS, segmentsProblem, type Segment, type SegmentKind } from '../segments';
import styles from './number.module.css';

const TOKEN_HINT: Partial<Record<SegmentKind, string>> = {
  year: '发号日期的年份，如 2026',
  month: '发号日期的月份，如 05',
  day: '发号日期的日，如 12',
  office: '取下方“机构简称”，如 京长安',
  category: '公证类别代码，发号时由业务提供，如 内民证',
};

/** The ordered rows of a rule: literal text and tokens, each movable and removable. */
export function SegmentEditor() {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('segments', { form, preserve: true }) as Segment[] | undefined) ?? [];
  const setKind = (index: number, kind: SegmentKind) => {
    const next = [...((form.getFieldValue('segments') as Segment[]) ?? [])];
    next[index] = kind === 'text' ? { kind, text: '' } : kind === 'seq' ? { kind, width: DEFAULT_SEQ_WIDTH } : { kind };
    form.setFieldValue('segments', next);
    void form.validateFields([['segments']]).catch(() => undefined);
  };

  return (
    <Form.List
      name="segments"
      rules={[
        {
          validator: async (_, segments: Segment[] | undefined) => {
            const problem = segmentsProblem(segments ?? []);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <>
          {fields.map((field, index) => {
            // Read from the store: the watched list lags one render behind a move.
            const row = (form.getFieldValue(['segments', field.name]) as Segment | undefined) ?? rows[index];
            const n = index + 1;
            return (
              <div key={field.key} className={styles.segmentRow} data-testid="segment-row">
                <span className={styles.segmentIndex}>{n}</span>
                <Select<SegmentKind>
                  aria-label={`第 ${n} 段类型`}
                  style={{ width: 132, flex: 'none' }}
                  value={row?.kind}
                  onChange={(k) => setKind(index, k)}
                  options={SEGMENT_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
                />
                <div className={styles.segmentValue}>
                  {row?.kind === 'text' && (
                    <Form.Item name={[field.name, 'text']} noStyle>
                      <Input aria-label={`第 ${n} 段文字`} placeholder="如：（、）、字第、号" maxLength={100} />
                    </Form.Item>
                  )}
                  {row?.kind === 'seq' && (
                    <Space>
                      <Form.Item name={[field.name, 'width']} noStyle>
                        <InputNumber aria-label={`第 ${n} 段位数`} min={1} max={12} precision={0} addonBefore="补零到" addonAfter="位" style={{ width: 170 }} />
                      </Form.Item>
                      <Typography.Text type="secondary">如 {String(123).padStart(row.width ?? DEFAULT_SEQ_WIDTH, '0')}</Typography.Text>
                    </Space>
                  )}
                  {row && row.kind !== 'text' && row.kind !== 'seq' && <Typography.Text type="secondary">{TOKEN_HINT[row.kind]}</Typography.Text>}
                </div>
                <Space.Compact style={{ flex: 'none' }}>
                  <Tooltip title="上移">
                    <Button aria-label={`上移第 ${n} 段`} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  </Tooltip>
                  <Tooltip title="下移">
                    <Button
                      aria-label={`下移第 ${n} 段`}
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                  </Tooltip>
                  <Tooltip title="删除">
                    <Button aria-label={`删除第 ${n} 段`} icon={<DeleteOutlined />} danger onClick={() => remove(index)} />
                  </Tooltip>
                </Space.Compact>
              </div>
            );
          })}
          <Space wrap size={[6, 6]} style={{ marginTop: 4 }}>
            {SEGMENT_KINDS.map((k) => (
              <Button
                key={k.kind}
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() =>
                  add(k.kind === 'text' ? { kind: 'text', text: '' } : k.kind === 'seq' ? { kind: 'seq', width: DEFAULT_SEQ_WIDTH } : { kind: k.kind })
                }
              >
                {k.label.replace(/（.*）/, '')}
              </Button>
            ))}
            <Button
              size="small"
              type="link"
              onClick={() =>
                form.setFieldValue(
                  'segments',
                  CERTIFICATE_SEGMENTS.map((s) => ({ ...s })),
                )
              }
            >
              套用公证书编号格式
            </Button>
          </Space>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
