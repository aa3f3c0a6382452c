import { FEW_PERSONS_WARNING, IntroLetterBody, needsTwoPersons, type IntroLetterPurpose } from '@notaria/contracts';
import { Alert, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { EditDialog } from '../../components/list/edit-dialog';
import { UserPicker } from '../../components/pickers/user-picker';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';
import { useApplyLetter, useCaseOptions } from './api';
import { PURPOSE_OPTIONS } from './labels';

type Values = Omit<IntroLetterBody, 'caseId'> & { caseId?: number | null };

/** 关联业务: a case found by its business number (optional). */
function CaseSelect({ value, onChange }: { value?: number | null; onChange?: (v: number | null) => void }) {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useCaseOptions(term.trim());
  return (
    <Select<number>
      aria-label="关联业务"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTerm }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      loading={isFetching}
      placeholder="输入业务编号查找（可不填）"
      notFoundContent={term.trim() ? (isFetching ? '查找中…' : '没有找到业务') : '请输入业务编号'}
      options={(data ?? []).map((c) => ({ value: c.id, label: c.businessNumber }))}
    />
  );
}

/** 申请介绍信: where, who, why and for how long; a verification trip of one person is warned about, not refused. */
export function ApplyDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const apply = useApplyLetter();
  const purpose = Form.useWatch('purpose', form) as IntroLetterPurpose | undefined;
  const persons = (Form.useWatch('personIds', form) as number[] | undefined) ?? [];
  const warn = purpose !== undefined && persons.length > 0 && needsTwoPersons(purpose, persons.length);
  return (
    <EditDialog<Values>
      title="申请介绍信"
      name="introLetterApply"
      form={form}
      width={600}
      okText="提交审批"
      initialValues={{ purpose: 'VERIFY', validDays: 7, personIds: [] }}
      onClose={onClose}
      onSave={async (v) => {
        await apply.mutateAsync({ ...v, caseId: v.caseId ?? null });
        return '介绍信申请已提交审批';
      }}
    >
      <Form.Item name="destination" label="前往单位" rules={rulesFrom(IntroLetterBody, 'destination')}>
        <Input maxLength={maxLengthOf(IntroLetterBody, 'destination')} placeholder="如：北京市东城区不动产登记中心" />
      </Form.Item>
      <Form.Item name="purpose" label="事由类别" rules={rulesFrom(IntroLetterBody, 'purpose')}>
        <Radio.Group options={PURPOSE_OPTIONS} optionType="button" />
      </Form.Item>
      <Form.Item
        name="personIds"
        label={`人员${persons.length ? `（${persons.length} 人）` : ''}`}
        rules={[{ required: true, type: 'array', min: 1, message: '请选择前往的人员' }]}
      >
        <UserPicker mode="multiple" aria-label="人员" placeholder="选择前往的工作人员" maxCount={10} />
      </Form.Item>
      {warn && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="核实人员不足二人" description={FEW_PERSONS_WARNING} />}
      <Form.Item name="matter" label="具体事项" rules={rulesFrom(IntroLetterBody, 'matter')}>
        <Input.TextArea rows={2} maxLength={maxLengthOf(IntroLetterBody, 'matter')} showCount placeholder="如：王芳名下房产登记情况" />
      </Form.Item>
      <Form.Item name="validDays" label="有效天数" rules={rulesFrom(IntroLetterBody, 'validDays')} extra="自开具之日起计算（含当日），开具后显示有效期至">
        <InputNumber min={1} max={90} precision={0} addonAfter="天" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="caseId" label="关联业务">
        <CaseSelect />
      </Form.Item>
    </EditDialog>
  );
}
