import { RESET_CYCLES, type CreateNumberRuleBody, type NumberRuleRow, type ResetCycle } from '@notaria/contracts';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useSaveNumberRule } from '../api/save-number-rule';
import { CERTIFICATE_SEGMENTS, patternToSegments, segmentsProblem, segmentsToPattern, type Segment } from '../segments';
import { NumberPreviewBox } from './number-preview';
import { SegmentEditor } from './segment-editor';
import styles from './number.module.css';

interface Values {
  name: string;
  code: string;
  segments: Segment[];
  resetCycle: ResetCycle;
  startValue: number | null;
  officeAbbr?: string;
  description?: string;
  enabled: boolean;
}

const CODE_RULE = /^[A-Za-z][A-Za-z0-9_]*$/;

const initial = (rule: NumberRuleRow | null): Values =>
  rule
    ? {
        name: rule.name,
        code: rule.code,
        segments: patternToSegments(rule.pattern),
        resetCycle: (rule.resetCycle in RESET_CYCLES ? rule.resetCycle : 'YEARLY') as ResetCycle,
        startValue: rule.startValue,
        officeAbbr: rule.officeAbbr,
        description: rule.description,
        enabled: rule.enabled,
      }
    : { name: '', code: '', segments: CERTIFICATE_SEGMENTS.map((s) => ({ ...s })), resetCycle: 'YEARLY', startValue: 1, officeAbbr: '', description: '', enabled: true };

// Watchers live inside the form: the dialog mounts the form after its own first render.
function PatternLine() {
  const segments = (Form.useWatch('segments', { form: Form.useFormInstance(), preserve: true }) as Segment[] | undefined) ?? [];
  const pattern = segmentsToPattern(segments);
  return <span className={styles.pattern} data-testid="number-pattern">编号格式：{pattern || '（空）'}</span>;
}

function RulePreview({ id }: { id?: number }) {
  const form = Form.useFormInstance();
  const segments = (Form.useWatch('segments', { form, preserve: true }) as Segment[] | undefined) ?? [];
  const resetCycle = Form.useWatch('resetCycle', form) as ResetCycle | undefined;
  const startValue = Form.useWatch('startValue', form) as number | null | undefined;
  const officeAbbr = Form.useWatch('officeAbbr', form) as string | undefined;
  return (
    <NumberPreviewBox id={id} pattern={segmentsToPattern(segments)} resetCycle={resetCycle} startValue={startValue} officeAbbr={officeAbbr} problem={segmentsProblem(segments)} />
  );
}

/** 新增/编辑编号规则: the rule's rows, reset cycle and the server's live preview. */
export function NumberRuleDialog({ open, rule, onClose }: { open: boolean; rule: NumberRuleRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveNumberRule();

  const submit = async (v: Values) => {
    const body: CreateNumberRuleBody = {
      name: v.name.trim(),
      code: v.code.trim(),
      // Rows keep their kind outside any field, so the whole list comes from the store.
      pattern: segmentsToPattern(form.getFieldValue('segments') as Segment[]),
      resetCycle: v.resetCycle,
      startValue: v.startValue ?? 1,
      officeAbbr: v.officeAbbr?.trim() ?? '',
      description: v.description?.trim() ?? '',
      enabled: v.enabled,
    };
    // Refusals are shown by the request layer; the dialog stays open with everything typed.
    await save.mutateAsync(rule ? { id: rule.id, ...body } : body);
    return rule ? '编号规则已保存' : '编号规则已创建';
  };

  return (
    <EditDialog<Values>
      title={rule ? `编辑编号规则：${rule.name}` : '新增编号规则'}
      open={open}
      width={820}
      form={form}
      name="numberRule"
      initialValues={initial(rule)}
      onSave={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }, { max: 64, message: '规则名称不能超过 64 个字' }]}>
            <Input placeholder="如：公证书编号" maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label="规则编码"
            extra="业务按编码取号，如 certificate"
            rules={[
              { required: true, whitespace: true, message: '请输入规则编码' },
              { min: 2, max: 32, message: '规则编码为 2–32 个字符' },
              { pattern: CODE_RULE, message: '规则编码须以字母开头，只含字母、数字和下划线' },
            ]}
          >
            <Input placeholder="如：certificate" maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="编号组成" required extra={<PatternLine />}>
        <SegmentEditor />
      </Form.Item>
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="resetCycle" label="流水号重置周期" rules={[{ required: true, message: '请选择重置周期' }]}>
            <Radio.Group optionType="button" options={Object.entries(RESET_CYCLES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="startValue" label="起始值" rules={[{ required: true, message: '请输入起始值' }]}>
            <InputNumber min={0} max={999999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="officeAbbr" label="机构简称" rules={[{ max: 32, message: '机构简称不能超过 32 个字' }]}>
            <Input placeholder="如：京长安" maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <RulePreview id={rule?.id} />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={18}>
          <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明不能超过 200 个字' }]}>
            <Input placeholder="用途说明，选填" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        </Col>
      </Row>
      {rule && rule.issuedCount > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          该规则已发出 {rule.issuedCount} 个编号；修改格式只影响之后发出的编号。
        </Typography.Paragraph>
      )}
    </EditDialog>
  );
}
