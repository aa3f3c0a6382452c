import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CaseFeeInput, type AppendFeesBody } from '@notaria/contracts';
import { Button, Col, Empty, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useDictOptions } from '../api/cases';

export interface FeeValue {
  feeType: string;
  amount: number;
  note?: string;
}

export const money = (n: number) => `¥${(n ?? 0).toFixed(2)}`;

/** The 收费类型 options (dictionary `feeType`, 公证费 when it is empty) and the name of a type. */
export function useFeeTypes() {
  const feeTypes = useDictOptions('feeType');
  const options = feeTypes.data?.length ? feeTypes.data : [{ value: 'NOTARY_FEE', label: '公证费' }];
  return { options, nameOf: (v: string) => options.find((o) => o.value === v)?.label ?? v };
}

/** Fee lines as the server takes them: the note trimmed, left out when empty. */
export const toFeeInputs = (fees: FeeValue[]): AppendFeesBody['fees'] =>
  fees.map((f) => ({ feeType: f.feeType, amount: f.amount, ...(f.note?.trim() ? { note: f.note.trim() } : {}) }));

export const feeSum = (fees: (Partial<FeeValue> | undefined)[]) => Math.round(fees.reduce((s, f) => s + (Number(f?.amount) || 0) * 100, 0)) / 100;

/** The `fees` list of a form: type, amount, note per line, 添加收费 and the running total. */
/** `positive`: every amount must be above zero (an appended fee of nothing makes no sense). */
export function FeeListEditor({ emptyText, totalLabel = '合计', positive = false }: { emptyText: string; totalLabel?: string; positive?: boolean }) {
  const form = Form.useFormInstance();
  const fees: (FeeValue | undefined)[] = Form.useWatch('fees', form) ?? [];
  const { options } = useFeeTypes();
  return (
    <Form.List name="fees">
      {(fields, { add, remove }) => (
        <>
          <Row gutter={8} style={{ fontWeight: 500, marginBottom: 8, color: 'rgba(0,0,0,0.65)' }}>
            <Col span={6}>收费类型</Col>
            <Col span={5}>金额（元）</Col>
            <Col span={11}>说明</Col>
            <Col span={2} />
          </Row>
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
          {fields.map((f) => (
            <Row gutter={8} key={f.key} data-testid="fee-row">
              <Col span={6}>
                <Form.Item name={[f.name, 'feeType']} rules={[{ required: true, message: '请选择收费类型' }]} style={{ marginBottom: 12 }}>
                  <Select options={options} aria-label="收费类型" />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item
                  name={[f.name, 'amount']}
                  rules={[
                    ...rulesFrom(CaseFeeInput, 'amount'),
                    ...(positive
                      ? [
                          {
                            validator: async (_: unknown, v?: number) => {
                              if (v !== undefined && v !== null && v <= 0) throw new Error('金额须大于 0');
                            },
                          },
                        ]
                      : []),
                  ]}
                  style={{ marginBottom: 12 }}
                >
                  <InputNumber min={0} max={100_000_000} precision={2} style={{ width: '100%' }} prefix="¥" aria-label="金额" />
                </Form.Item>
              </Col>
              <Col span={11}>
                <Form.Item name={[f.name, 'note']} rules={rulesFrom(CaseFeeInput, 'note')} style={{ marginBottom: 12 }}>
                  <Input maxLength={maxLengthOf(CaseFeeInput, 'note')} aria-label="收费说明" />
                </Form.Item>
              </Col>
              <Col span={2}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除收费" onClick={() => remove(f.name)} />
              </Col>
            </Row>
          ))}
          <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 4 }}>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ feeType: 'NOTARY_FEE', amount: 0 })}>
              添加收费
            </Button>
            <Typography.Text strong>
              {totalLabel} {money(feeSum(fees))}
            </Typography.Text>
          </Space>
        </>
      )}
    </Form.List>
  );
}
