import { CreateNumberRuleBody, RESET_CYCLES, type NumberRuleRow, type ResetCycle } from '@notaria/contracts';
import { Form, InputNumber, Radio, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { SwitchField } from '../../../components/form/simple-fields';
import { rulesFrom } from '../../../lib/schema-rules';
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

const S = CreateNumberRuleBody;

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
    : {
        name: '',
        code: '',
        segments: CERTIFICATE_SEGMENTS.map((s) => ({ ...s })),
        resetCycle: 'YEARLY',
        startValue: 1,
        officeAbbr: '',
        description: '',
        enabled: true,
      };

// Watchers live inside the form: the dialog mounts the form after its own first render.
function PatternLine() {
  const segments = (Form.useWatch('segments', { form: Form.useFormInstance(), preserve: true }) as Segment[] | undefined) ?? [];
  const pattern = segmentsToPattern(segments);
  return (
    <span className={styles.pattern} data-testid="number-pattern">
      编号格式：{pattern || '（空）'}
    </span>
  );
}

function RulePreview({ id }: { id?: number }) {
  const form = Form.useFormInstance();
  const segments = (Form.useWatch('segments', { form, preserve: true }) as Segment[] | undefined) ?? [];
  const resetCycle = Form.useWatch('resetCycle', form) as ResetCycle | undefined;
  const startValue = Form.useWatch('startValue', form) as number | null | undefined;
  const officeAbbr = Form.useWatch('officeAbbr', form) as string | undefined;
  return (
    <NumberPreviewBox
      id={id}
      pattern={segmentsToPattern(segments)}
      resetCycle={resetCycle}
      startValue={startValue}
      officeAbbr={officeAbbr}
      problem={segmentsProblem(segments)}
    />
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
      <FieldRow>
        <TextField schema={S} name="name" label="规则名称" placeholder="如：公证书编号" />
        <TextField schema={S} name="code" label="规则编码" extra="业务按编码取号，如 certificate" placeholder="如：certificate" />
      </FieldRow>
      <Form.Item label="编号组成" required extra={<PatternLine />}>
        <SegmentEditor />
      </Form.Item>
      <FieldRow spans={[10, 6, 8]}>
        <Form.Item name="resetCycle" label="流水号重置周期" rules={rulesFrom(S, 'resetCycle')}>
          <Radio.Group optionType="button" options={Object.entries(RESET_CYCLES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="startValue" label="起始值" rules={rulesFrom(S, 'startValue', { required: true })}>
          <InputNumber min={0} max={999999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <TextField schema={S} name="officeAbbr" label="机构简称" placeholder="如：京长安" />
      </FieldRow>
      <RulePreview id={rule?.id} />
      <FieldRow spans={[18, 6]} style={{ marginTop: 16 }}>
        <TextField schema={S} name="description" label="说明" placeholder="用途说明，选填" />
        <SwitchField name="enabled" label="启用" />
      </FieldRow>
      {rule && rule.issuedCount > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          该规则已发出 {rule.issuedCount} 个编号；修改格式只影响之后发出的编号。
        </Typography.Paragraph>
      )}
    </EditDialog>
  );
}
