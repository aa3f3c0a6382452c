import { CASE_STATUS_LABELS, PARTY_ROLES } from '@notaria/contracts';
import { Alert, Col, Descriptions, Form, Row, Select, Space, Tag, Typography } from 'antd';
import { useUsersWithRole } from '../../api/cases';
import { feeSum, money, useFeeTypes, type FeeValue } from '../fee-editor';
import type { PartyValue } from '../party-editor';
import type { MaterialValue } from './model';

/** What happens after 提交, and who acts next. */
function WhatNext({ handlerName, self, mayAccept }: { handlerName?: string; self: boolean; mayAccept: boolean }) {
  const who = self ? '您' : handlerName ? `承办公证员「${handlerName}」` : '所选承办公证员';
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      <li>
        业务为「{CASE_STATUS_LABELS.NEW}」状态，{who}
        {self ? '' : '会收到通知，并'}在「受理」页受理。
        {mayAccept && '您是承办公证员，也可以点「提交并受理」一步完成。'}
      </li>
      <li>受理后开始计算 15 个工作日的办理期限；承办公证员补齐材料、确认收费后提交审批，由审批人（主任）审批。</li>
      <li>审批通过后出证、送达，再由档案员归档。各步骤的待办会出现在办理人的工作台上。</li>
    </ol>
  );
}

const userOptions = (users: { id: number; name: string; deptName?: string | null }[] | undefined) =>
  (users ?? []).map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }));

export interface SubmitSummary {
  itemNames: string[];
  parties: PartyValue[];
  /** Names of the registered customers chosen as parties, by customer id. */
  labels: Map<number, string>;
  formCount: number;
  copies: number;
  materials: MaterialValue[];
  fees: FeeValue[];
  feeConfirmed?: boolean;
}

/** 提交: a summary of the case, the handling notary and assistant, and what happens next. */
export function SubmitStep({ summary, handlerName, self, mayAccept }: { summary: SubmitSummary; handlerName?: string; self: boolean; mayAccept: boolean }) {
  const { itemNames, parties, labels, formCount, copies, materials, fees, feeConfirmed } = summary;
  const notaries = useUsersWithRole('notary');
  const assistants = useUsersWithRole('assistant');
  const feeTypeName = useFeeTypes().nameOf;
  const requiredMissing = materials.filter((m) => m?.required && m.status !== 'RECEIVED').map((m) => m.name);
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'items', label: '公证事项', span: 2, children: itemNames.map((n) => <Tag key={n}>{n}</Tag>) },
          {
            key: 'parties',
            label: '当事人',
            span: 2,
            children: (
              <Space wrap>
                {parties.map((p, i) => (
                  <span key={i}>
                    <Tag color={p?.role === 'APPLICANT' ? 'blue' : 'default'}>{PARTY_ROLES[p?.role] ?? ''}</Tag>
                    {p?.mode === 'existing'
                      ? (labels.get(p.customerId ?? 0) ?? '—')
                      : `${(p?.customerType === 'INSTITUTION' ? p.institution?.name : p?.person?.name) ?? ''}（新增）`}
                  </span>
                ))}
              </Space>
            ),
          },
          { key: 'form', label: '受理表单', children: formCount ? `已填写 ${formCount} 份` : '无需填写' },
          { key: 'copies', label: '份数', children: copies },
          {
            key: 'materials',
            label: '材料',
            children: (
              <span>
                {materials.filter((m) => m?.status === 'RECEIVED').length} / {materials.length} 份已收取
                {requiredMissing.length > 0 && <Typography.Text type="warning">（待补充：{requiredMissing.join('、')}）</Typography.Text>}
              </span>
            ),
          },
          {
            key: 'fees',
            label: '收费',
            children: (
              <span>
                {fees
                  .map((f) => feeTypeName(f?.feeType))
                  .filter(Boolean)
                  .join('、') || '无'}{' '}
                合计 {money(feeSum(fees))} {feeConfirmed ? <Tag color="green">已确认</Tag> : <Tag color="orange">未确认</Tag>}
              </span>
            ),
          },
        ]}
      />
      {(requiredMissing.length > 0 || !feeConfirmed) && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title="必交材料未全部收取或收费未确认时，可以先建立业务，但提交审批前须补齐。" />
      )}
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Form.Item name="handlerId" label="承办公证员" rules={[{ required: true, message: '请选择承办公证员' }]}>
            <Select
              aria-label="承办公证员"
              placeholder="选择承办公证员"
              showSearch={{ optionFilterProp: 'label' }}
              loading={notaries.isPending}
              options={userOptions(notaries.data)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="assistantId" label="助理">
            <Select
              aria-label="助理"
              placeholder="选择助理（可不选）"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={assistants.isPending}
              options={userOptions(assistants.data)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 4 }}
        data-testid="what-next"
        title="提交后"
        description={<WhatNext handlerName={handlerName} self={self} mayAccept={mayAccept} />}
      />
    </>
  );
}
