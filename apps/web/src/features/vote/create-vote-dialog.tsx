import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { VoteCreateBody, type VoteKind, type VotePassRule, type VoteQuorum } from '@notaria/contracts';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Space, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { EditDialog } from '../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';
import { useUserOptions } from '../../components/pickers/user-picker';
import { toDeptTreeOptions, useDeptSelect } from '../../lib/dept-select';
import { useRoleSelect } from '../../lib/role-select';
import { useCreateVote } from './api';
import { KIND_OPTIONS, PASS_RULE_OPTIONS, QUORUM_OPTIONS } from './labels';

interface Values {
  title: string;
  description?: string;
  kind: VoteKind;
  options: string[];
  maxChoices: number;
  userIds: number[];
  roleIds: number[];
  deptIds: number[];
  anonymous: boolean;
  hideCounts: boolean;
  quorum: VoteQuorum;
  passRule: VotePassRule;
  period?: [Dayjs | null, Dayjs | null];
  caseNumber?: string;
}

const INITIAL: Partial<Values> = {
  kind: 'MOTION',
  options: ['', ''],
  maxChoices: 0,
  userIds: [],
  roleIds: [],
  deptIds: [],
  anonymous: false,
  hideCounts: false,
  quorum: 'TWO_THIRDS',
  passRule: 'MAJORITY_OF_CAST',
};

/** 发起表决: the matter, how it is voted, who votes (people, roles, departments), quorum, pass rule and period. */
export function CreateVoteDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'MOTION';
  const users = useUserOptions();
  const roles = useRoleSelect();
  const depts = useDeptSelect();
  const create = useCreateVote();

  const atLeastOneVoter = () => ({
    validator() {
      const v = form.getFieldsValue(['userIds', 'roleIds', 'deptIds']);
      const n = (v.userIds?.length ?? 0) + (v.roleIds?.length ?? 0) + (v.deptIds?.length ?? 0);
      return n > 0 ? Promise.resolve() : Promise.reject(new Error('请至少选择一名表决人、一个角色或一个部门'));
    },
  });

  const save = async (v: Values) => {
    const [opens, closes] = v.period ?? [null, null];
    const created = await create.mutateAsync({
      title: v.title.trim(),
      description: (v.description ?? '').trim(),
      kind: v.kind,
      options: v.kind === 'MOTION' ? [] : v.options.map((o) => o.trim()).filter(Boolean),
      maxChoices: v.kind === 'MULTI' ? (v.maxChoices ?? 0) : 0,
      voters: { userIds: v.userIds ?? [], roleIds: v.roleIds ?? [], deptIds: v.deptIds ?? [] },
      anonymous: v.anonymous,
      hideCounts: v.hideCounts,
      quorum: v.quorum,
      passRule: v.passRule,
      opensAt: opens ? opens.toISOString() : undefined,
      closesAt: closes ? closes.toISOString() : undefined,
      caseNumber: v.caseNumber?.trim() || undefined,
    });
    onCreated(created.id);
    return created.status === 'OPEN' ? `表决已发起，已通知 ${created.eligible} 名表决人` : '表决已创建，将于开始时间开放投票';
  };

  return (
    <EditDialog<Values> title="发起表决" width={680} form={form} name="voteCreate" initialValues={INITIAL} onSave={save} onClose={onClose} okText="发起">
      <Form.Item name="title" label="表决事项" rules={rulesFrom(VoteCreateBody, 'title')}>
        <Input placeholder="如：关于王某继承公证案件是否出证的集体讨论" maxLength={maxLengthOf(VoteCreateBody, 'title')} showCount />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea rows={3} placeholder="议题背景、需要表决的具体问题" maxLength={maxLengthOf(VoteCreateBody, 'description')} showCount />
      </Form.Item>
      <Form.Item name="kind" label="表决方式">
        <Radio.Group options={KIND_OPTIONS} optionType="button" buttonStyle="solid" />
      </Form.Item>
      {kind === 'MOTION' ? (
        <Form.Item label="选项">
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>赞成 / 反对 / 弃权</span>
        </Form.Item>
      ) : (
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Form.Item label="选项" required>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={f.name} rules={[{ required: true, whitespace: true, message: '请输入选项内容' }]} style={{ marginBottom: 8 }}>
                    <Input placeholder={`选项 ${i + 1}`} maxLength={50} style={{ width: 420 }} />
                  </Form.Item>
                  {fields.length > 2 && <MinusCircleOutlined aria-label="删除选项" onClick={() => remove(f.name)} />}
                </Space>
              ))}
              {fields.length < 20 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                  添加选项
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
      )}
      {kind === 'MULTI' && (
        <Form.Item name="maxChoices" label="最多可选" extra="0 表示不限">
          <InputNumber min={0} max={20} precision={0} addonAfter="项" />
        </Form.Item>
      )}
      <Form.Item
        name="userIds"
        label="表决人"
        dependencies={['roleIds', 'deptIds']}
        rules={[atLeastOneVoter]}
        extra="可同时按人员、角色、部门选择；开始表决时确定名单，之后不再变动"
      >
        <Select
          mode="multiple"
          aria-label="表决人"
          placeholder="选择人员"
          allowClear
          optionFilterProp="search"
          maxTagCount="responsive"
          loading={users.isLoading}
          options={(users.data ?? []).map((u) => ({
            value: u.id,
            label: u.deptName ? `${u.name}（${u.deptName}）` : u.name,
            search: `${u.name} ${u.account} ${u.deptName}`,
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="roleIds" label="按角色">
            <Select
              mode="multiple"
              aria-label="按角色"
              placeholder="该角色下的人员"
              allowClear
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deptIds" label="按部门">
            <TreeSelect
              multiple
              aria-label="按部门"
              placeholder="部门内的人员"
              allowClear
              treeDefaultExpandAll
              treeData={toDeptTreeOptions(depts.data ?? [])}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="quorum" label="法定人数">
            <Select aria-label="法定人数" options={QUORUM_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="passRule" label="通过规则" extra={kind === 'MOTION' ? '按赞成票计，弃权计入实投票数' : '得票最多且唯一的选项须满足规则'}>
            <Select aria-label="通过规则" options={PASS_RULE_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="period" label="表决时间" extra="不填开始时间则立即开始；不填截止时间则由发起人手动结束">
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={['开始时间', '截止时间']}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Space size={24}>
        <Form.Item name="anonymous" valuePropName="checked">
          <Checkbox>匿名表决（选票与投票人无法关联）</Checkbox>
        </Form.Item>
        <Form.Item name="hideCounts" valuePropName="checked">
          <Checkbox>结束前不公开票数</Checkbox>
        </Form.Item>
      </Space>
      <Form.Item name="caseNumber" label="关联业务（集体讨论）" extra="填写业务编号；结束后表决结果与会议纪要记入该业务的办理记录">
        <Input placeholder="可不填" maxLength={maxLengthOf(VoteCreateBody, 'caseNumber')} style={{ width: 280 }} allowClear />
      </Form.Item>
    </EditDialog>
  );
}
