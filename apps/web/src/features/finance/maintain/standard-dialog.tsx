import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { bracketsProblem, fenToYuanText, type FeeBracket, type FeeMode, type FeeStandardRow } from '@notaria/contracts';
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useItemOptions } from '../list/api';
import { useCreateStandard, useFeeTypes, useNewVersion } from './api';
import { MODE_OPTIONS } from './labels';
import { PreviewCalculator } from './preview-calculator';
import { formValuesToRule, type StandardValues, yuanRule } from './standard-form';

const plainYuan = (fen: number) => fenToYuanText(fen).replace(/,/g, '');

function initialOf(row: FeeStandardRow | null): Partial<StandardValues> {
  if (!row)
    return {
      mode: 'PER_ITEM',
      feeType: 'NOTARY_FEE',
      effectiveFrom: dayjs(),
      tiers: [
        { upTo: '200000', rate: '1' },
        { upTo: '', rate: '0.5' },
      ],
    };
  return {
    feeCode: row.feeCode,
    name: row.name,
    itemId: row.itemId ?? undefined,
    feeType: row.feeType,
    mode: row.mode,
    unit: row.mode === 'TIERED' ? '' : plainYuan(row.unitFen),
    min: row.minFen ? plainYuan(row.minFen) : '',
    max: row.maxFen === null ? '' : plainYuan(row.maxFen),
    tiers: row.tiers.map((t: FeeBracket) => ({ upTo: t.upToFen === null ? '' : plainYuan(t.upToFen), rate: String(t.rateBp / 100) })),
    effectiveFrom: dayjs().add(1, 'day'),
    sourceDoc: row.sourceDoc,
    note: row.note,
  };
}

/** 新增收费标准, or 发布新版本 of `base` (the latest version): a tier editor with a live 标的额 → 费用 calculation. */
export function StandardDialog({ base, onClose }: { base: FeeStandardRow | null; onClose(): void }) {
  const [form] = Form.useForm<StandardValues>();
  const create = useCreateStandard();
  const version = useNewVersion();
  const items = useItemOptions();
  const { options: feeTypes } = useFeeTypes();
  const values = Form.useWatch([], form) as StandardValues | undefined;
  const mode: FeeMode = values?.mode ?? base?.mode ?? 'PER_ITEM';
  const preview = values ? formValuesToRule(values) : null;

  const save = async (v: StandardValues) => {
    const rule = formValuesToRule(v);
    if (typeof rule === 'string') throw new Error(rule);
    const body = {
      name: v.name.trim(),
      itemId: v.itemId ?? null,
      feeType: v.feeType,
      ...rule,
      effectiveFrom: (v.effectiveFrom as Dayjs).format('YYYY-MM-DD'),
      sourceDoc: v.sourceDoc?.trim() ?? '',
      note: v.note?.trim() ?? '',
    };
    if (base) {
      const row = await version.mutateAsync({ id: base.id, ...body });
      return `已发布第 ${row.version} 版，${row.effectiveFrom} 起生效`;
    }
    await create.mutateAsync({ feeCode: v.feeCode.trim(), ...body });
    return '收费标准已新增';
  };

  return (
    <EditDialog<StandardValues>
      title={base ? `发布新版本 · ${base.feeCode}（当前第 ${base.version} 版）` : '新增收费标准'}
      width={760}
      form={form}
      name="feeStandard"
      okText={base ? '发布' : '保存'}
      initialValues={initialOf(base)}
      onSave={save}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="feeCode"
            label="收费编码"
            rules={[
              { required: true, whitespace: true, message: '请填写收费编码' },
              { pattern: /^[A-Za-z0-9_-]+$/, message: '收费编码只能含字母、数字、下划线和连字符' },
            ]}
          >
            <Input maxLength={32} disabled={!!base} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="itemId" label="公证事项" extra="不选则为通用收费（副本费、译文费等）">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={items.data ?? []} aria-label="公证事项" placeholder="通用" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="feeType" label="收费类型" rules={[{ required: true, message: '请选择收费类型' }]}>
            <Select options={feeTypes} aria-label="收费类型" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="mode" label="计费方式">
        <Radio.Group optionType="button" options={MODE_OPTIONS} aria-label="计费方式" />
      </Form.Item>
      {mode === 'TIERED' ? (
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <div data-testid="tier-editor">
              <Typography.Text type="secondary">差额定率累进：每一段只就落在该段内的部分按该段费率计算，末段不设上限。</Typography.Text>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex', marginTop: 8 }}>
                  <span style={{ width: 52 }}>第 {i + 1} 段</span>
                  {i < fields.length - 1 ? (
                    <Form.Item name={[f.name, 'upTo']} rules={[yuanRule(true)]} style={{ marginBottom: 0 }}>
                      <Input prefix="至 ¥" aria-label={`第 ${i + 1} 段上限（元）`} style={{ width: 200 }} />
                    </Form.Item>
                  ) : (
                    <span style={{ width: 200, display: 'inline-block', color: 'rgba(0,0,0,0.45)' }}>以上部分（不设上限）</span>
                  )}
                  <Form.Item
                    name={[f.name, 'rate']}
                    rules={[{ required: true, pattern: /^\d{1,3}(\.\d{1,2})?$/, message: '费率为百分数，最多两位小数' }]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input suffix="%" aria-label={`第 ${i + 1} 段费率（%）`} style={{ width: 120 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除第 ${i + 1} 段`}
                    disabled={fields.length <= 1}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                disabled={fields.length >= 12}
                onClick={() => add({ upTo: '', rate: '' }, Math.max(fields.length - 1, 0))}
              >
                增加一段
              </Button>
            </div>
          )}
        </Form.List>
      ) : (
        <Form.Item
          name="unit"
          label={mode === 'PER_COPY' ? '每份（元）' : mode === 'PER_THOUSAND_CHARS' ? '每千字（元）' : mode === 'MARKET' ? '参考价（元）' : '每件（元）'}
          rules={[yuanRule(mode !== 'MARKET')]}
        >
          <Input prefix="¥" style={{ width: 200 }} aria-label="单价（元）" />
        </Form.Item>
      )}
      <Space size={24} style={{ marginTop: 12 }}>
        <Form.Item name="min" label="最低收费（元）" rules={[yuanRule(false)]}>
          <Input prefix="¥" style={{ width: 160 }} aria-label="最低收费（元）" />
        </Form.Item>
        <Form.Item name="max" label="最高收费（元）" rules={[yuanRule(false)]}>
          <Input prefix="¥" style={{ width: 160 }} placeholder="不限" aria-label="最高收费（元）" />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label="生效日期"
          rules={[{ required: true, message: '请选择生效日期' }]}
          extra={base ? `第 ${base.version} 版将于前一日失效` : undefined}
        >
          <DatePicker aria-label="生效日期" disabledDate={base ? (d) => !d.isAfter(dayjs(base.effectiveFrom), 'day') : undefined} />
        </Form.Item>
      </Space>
      <Form.Item name="sourceDoc" label="依据文件" extra="如省发展改革委、司法厅的价格文件文号">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <PreviewCalculator rule={preview} />
      {mode === 'TIERED' && values?.tiers && typeof preview === 'object' && preview && bracketsProblem(preview.tiers) && (
        <Typography.Text type="danger">{bracketsProblem(preview.tiers)}</Typography.Text>
      )}
    </EditDialog>
  );
}
