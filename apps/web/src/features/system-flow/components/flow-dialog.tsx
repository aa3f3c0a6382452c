import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { APPROVER_TYPES, CreateFlowBody, FLOW_CATEGORIES, FlowStepInput, type ApproverType, type FlowCategory, type FlowRow } from '@notaria/contracts';
import { Button, Form, Input, Select, Space, Tooltip, Typography } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { SwitchField } from '../../../components/form/simple-fields';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { UserPicker, useUserOptions } from '../../../components/pickers/user-picker';
import { useRoleSelect } from '../../../lib/role-select';
import { useSaveFlow } from '../api/save-flow';
import { FlowStepsView } from './flow-steps-view';

interface StepValues {
  name: string;
  approverType: ApproverType;
  approverId: number | null;
}

interface Values {
  name: string;
  code: string;
  category: FlowCategory;
  description?: string;
  enabled: boolean;
  steps: StepValues[];
}

export const MAX_STEPS = 20;

const newStep = (): StepValues => ({ name: '', approverType: 'ROLE', approverId: null });

const initial = (flow: FlowRow | null): Values =>
  flow
    ? {
        name: flow.name,
        code: flow.code,
        category: flow.category as FlowCategory,
        description: flow.description,
        enabled: flow.enabled,
        steps: [...flow.steps]
          .sort((a, b) => a.sort - b.sort)
          .map((s) => ({ name: s.name, approverType: s.approverType as ApproverType, approverId: s.approverId })),
      }
    : { name: '', code: '', category: 'BUSINESS', description: '', enabled: true, steps: [newStep()] };

/** 新增/配置流程: name, code, category and the ordered approval steps, with the flow drawn as it is edited. */
export function FlowDialog({ flow, onClose }: { flow: FlowRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveFlow();
  const roles = useRoleSelect();
  const users = useUserOptions();
  const steps = (Form.useWatch('steps', form) as StepValues[] | undefined) ?? [];

  const roleName = (id: number | null) => roles.data?.find((r) => r.id === id)?.name ?? '';
  const userName = (id: number | null) => users.data?.find((u) => u.id === id)?.name ?? '';
  const approverName = (s: StepValues | undefined) =>
    !s ? '' : s.approverType === 'ROLE' ? roleName(s.approverId) : s.approverType === 'USER' ? userName(s.approverId) : '';

  const submit = async (v: Values) => {
    const body: CreateFlowBody = {
      name: v.name.trim(),
      code: v.code.trim(),
      category: v.category,
      description: v.description?.trim() ?? '',
      enabled: v.enabled,
      steps: v.steps.map((s) => ({ name: s.name.trim(), approverType: s.approverType, approverId: s.approverType === 'DEPT_HEAD' ? null : s.approverId })),
    };
    await save.mutateAsync(flow ? { id: flow.id, ...body } : body);
    return flow ? '流程已保存' : '流程已创建';
  };

  return (
    <EditDialog<Values>
      title={flow ? `配置流程：${flow.name}` : '新增流程'}
      width={900}
      form={form}
      name="flow"
      initialValues={initial(flow)}
      onSave={submit}
      onClose={onClose}
    >
      <FieldRow spans={[9, 8, 7]}>
        <TextField schema={CreateFlowBody} name="name" label="流程名称" placeholder="如：公证书出证审批" />
        <TextField schema={CreateFlowBody} name="code" label="流程编码" placeholder="如：certificate_issue" />
        <Form.Item name="category" label="流程类别" rules={rulesFrom(CreateFlowBody, 'category')}>
          <Select aria-label="流程类别" options={Object.entries(FLOW_CATEGORIES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </FieldRow>
      <Form.Item label="审批步骤" required extra="按顺序逐步审批；可用箭头调整顺序。">
        <Form.List
          name="steps"
          rules={[
            {
              validator: async (_, list: StepValues[] | undefined) => {
                if (!list?.length) throw new Error('请至少添加一个审批步骤');
                if (list.length > MAX_STEPS) throw new Error(`审批步骤不能超过 ${MAX_STEPS} 步`);
              },
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <>
              {fields.map((field, index) => {
                const n = index + 1;
                // Read from the store: the watched list lags one render behind a move.
                const type = form.getFieldValue(['steps', field.name, 'approverType']) as ApproverType | undefined;
                return (
                  <Space key={field.key} align="start" style={{ display: 'flex', marginBottom: 4 }} data-testid="flow-step-row">
                    <Typography.Text type="secondary" style={{ display: 'inline-block', width: 40, lineHeight: '32px' }}>
                      第 {n} 步
                    </Typography.Text>
                    <Form.Item name={[field.name, 'name']} rules={rulesFrom(FlowStepInput, 'name')} style={{ marginBottom: 12 }}>
                      <Input
                        aria-label={`第 ${n} 步名称`}
                        placeholder="如：部门负责人审核"
                        maxLength={maxLengthOf(FlowStepInput, 'name')}
                        style={{ width: 190 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'approverType']} style={{ marginBottom: 12 }}>
                      <Select<ApproverType>
                        aria-label={`第 ${n} 步审批人类型`}
                        style={{ width: 170 }}
                        options={Object.entries(APPROVER_TYPES).map(([value, label]) => ({ value: value as ApproverType, label }))}
                        onChange={() => form.setFieldValue(['steps', field.name, 'approverId'], null)}
                      />
                    </Form.Item>
                    {type === 'DEPT_HEAD' ? (
                      <Typography.Text type="secondary" style={{ display: 'inline-block', width: 260, lineHeight: '32px' }}>
                        由申请人所在部门的负责人审批
                      </Typography.Text>
                    ) : (
                      <Form.Item
                        name={[field.name, 'approverId']}
                        rules={[{ required: true, message: type === 'USER' ? `请选择第 ${n} 步的审批人` : `请选择第 ${n} 步的审批角色` }]}
                        style={{ marginBottom: 12 }}
                      >
                        {type === 'USER' ? (
                          <UserPicker aria-label={`第 ${n} 步审批人`} placeholder="选择人员" style={{ width: 260 }} />
                        ) : (
                          <Select
                            aria-label={`第 ${n} 步审批角色`}
                            placeholder="选择角色"
                            showSearch
                            optionFilterProp="label"
                            loading={roles.isLoading}
                            style={{ width: 260 }}
                            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                          />
                        )}
                      </Form.Item>
                    )}
                    <Space.Compact>
                      <Tooltip title="上移">
                        <Button aria-label={`上移第 ${n} 步`} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} />
                      </Tooltip>
                      <Tooltip title="下移">
                        <Button
                          aria-label={`下移第 ${n} 步`}
                          icon={<ArrowDownOutlined />}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                      </Tooltip>
                      <Tooltip title="删除">
                        <Button aria-label={`删除第 ${n} 步`} danger icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(index)} />
                      </Tooltip>
                    </Space.Compact>
                  </Space>
                );
              })}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_STEPS} onClick={() => add(newStep())}>
                添加审批步骤
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <div style={{ padding: '12px 16px', background: '#fafafa', borderRadius: 6, marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, fontSize: 12 }}>
          流程预览
        </Typography.Text>
        <FlowStepsView steps={steps.filter(Boolean).map((s) => ({ name: s.name, approverType: s.approverType, approverName: approverName(s) }))} />
      </div>
      <FieldRow spans={[18, 6]}>
        <TextField schema={CreateFlowBody} name="description" label="说明" placeholder="适用范围等，选填" />
        <SwitchField name="enabled" label="启用" />
      </FieldRow>
    </EditDialog>
  );
}
