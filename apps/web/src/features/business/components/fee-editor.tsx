import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CaseFeeInput, MAX_FEN, fenToYuanText, formatFen, yuanToFen, type AppendFeesBody } from '@notaria/contracts';
import { Button, Col, Empty, Form, Input, Row, Select, Space, Typography } from 'antd';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useDictOptions } from '../api/cases';

/** A fee line while typed: the amount as the yuan text a person enters ("1,234.50"), converted to fen on sending. */
export interface FeeValue {
  feeType: string;
  yuan: string;
  note?: string;
  /** Set when the line was suggested by a fee standard: its working, kept with the line. */
  basis?: string;
  feeStandardId?: number | null;
}

/** Fen as ¥1,234.50. */
export const money = (fen: number) => formatFen(fen ?? 0);
/** The fen of what was typed, 0 while it is not an amount. */
const fenOf = (yuan: string | undefined) => (yuan ? (yuanToFen(yuan) ?? 0) : 0);
export const yuanText = (fen: number) => fenToYuanText(fen).replace(/,/g, '');

/** The 收费类型 options (dictionary `feeType`, 公证费 when it is empty) and the name of a type. */
export function useFeeTypes() {
  const feeTypes = useDictOptions('feeType');
  const options = feeTypes.data?.length ? feeTypes.data : [{ value: 'NOTARY_FEE', label: '公证费' }];
  return { options, nameOf: (v: string) => options.find((o) => o.value === v)?.label ?? v };
}

/** Fee lines as the server takes them: the note trimmed, left out when empty. */
export const toFeeInputs = (fees: FeeValue[]): AppendFeesBody['fees'] =>
  fees.map((f) => ({
    feeType: f.feeType,
    amountFen: fenOf(f.yuan),
    ...(f.note?.trim() ? { note: f.note.trim() } : {}),
    ...(f.basis ? { basis: f.basis, feeStandardId: f.feeStandardId ?? null } : {}),
  }));

/** The total in fen of the lines typed so far. */
export const feeSum = (fees: (Partial<FeeValue> | undefined)[]) => fees.reduce((s, f) => s + fenOf(f?.yuan), 0);

/** Accepts yuan text up to two decimals within the contract's limit; `positive` refuses zero. */
const yuanRule = (positive: boolean) => ({
  validator: async (_: unknown, v?: string) => {
    if (v === undefined || v === '') throw new Error('请输入金额');
    const fen = yuanToFen(v);
    if (fen === null || fen < 0) throw new Error('金额格式不正确，最多两位小数，如 1234.50');
    if (fen > MAX_FEN) throw new Error('金额超出上限');
    if (positive && fen === 0) throw new Error('金额须大于 0');
  },
});

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
                <Form.Item name={[f.name, 'yuan']} rules={[yuanRule(positive)]} style={{ marginBottom: 12 }}>
                  <Input inputMode="decimal" prefix="¥" aria-label="金额" placeholder="0.00" />
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
              <Form.Item name={[f.name, 'basis']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[f.name, 'feeStandardId']} hidden>
                <Input />
              </Form.Item>
              {fees[f.name]?.basis && (
                <Col span={22} style={{ marginTop: -8, marginBottom: 12 }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="fee-basis">
                    计费依据：{fees[f.name]?.basis}
                  </Typography.Text>
                </Col>
              )}
            </Row>
          ))}
          <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 4 }}>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ feeType: 'NOTARY_FEE', yuan: '' })}>
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
