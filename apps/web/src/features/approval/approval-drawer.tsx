import { APPROVAL_DECISIONS, type ApprovalDecisionValue, type ApprovalDetail, type ApprovalStepView } from '@notaria/contracts';
import { Alert, Button, Descriptions, Drawer, Form, Input, Popconfirm, Space, Steps, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { LoadingSkeleton } from '../../components/loading-skeleton';
import { useApprovalDetail, useApprove, useReject, useWithdraw } from './api';
import { StatusTag, time } from './labels';

const STEP_STATUS: Record<ApprovalStepView['state'], 'finish' | 'process' | 'error' | 'wait'> = {
  DONE: 'finish',
  CURRENT: 'process',
  REJECTED: 'error',
  WAITING: 'wait',
  SKIPPED: 'wait',
};

function StepsOf({ d }: { d: ApprovalDetail }) {
  return (
    <Steps
      orientation="vertical"
      size="small"
      items={d.steps.map((s, i) => {
        const decided = d.decisions.filter((x) => x.stepIndex === i);
        const who = s.state === 'CURRENT' ? `待 ${s.approverNames.join('、')} 审批` : decided.map((x) => x.approverName).join('、');
        return {
          title: s.name,
          status: STEP_STATUS[s.state],
          description: (
            <Typography.Text type="secondary">
              {s.approverLabel}
              {who ? ` · ${who}` : ''}
              {s.state === 'SKIPPED' ? ' · 未进行' : ''}
            </Typography.Text>
          ),
        };
      })}
    />
  );
}

function DecisionForm({ d }: { d: ApprovalDetail }) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const approve = useApprove();
  const reject = useReject();
  const [rejecting, setRejecting] = useState(false);
  const busy = approve.isPending || reject.isPending;
  const submit = async (decision: ApprovalDecisionValue) => {
    setRejecting(decision === 'REJECT');
    // The opinion is required only to reject: validate after the rule has switched on.
    await new Promise((r) => setTimeout(r));
    const { opinion } = await form.validateFields();
    if (decision === 'APPROVE') await approve.mutateAsync({ id: d.id, opinion: opinion?.trim() || undefined });
    else await reject.mutateAsync({ id: d.id, opinion: opinion!.trim() });
    form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" name="approval-decision">
      <Form.Item
        name="opinion"
        label="审批意见"
        rules={[
          { required: rejecting, whitespace: true, message: '驳回须填写审批意见' },
          { max: 500, message: '审批意见最多 500 个字' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="同意时可不填；驳回须说明原因" />
      </Form.Item>
      <Space>
        <Button type="primary" loading={approve.isPending} disabled={busy} onClick={() => void submit('APPROVE').catch(() => undefined)}>
          同意
        </Button>
        <Button danger loading={reject.isPending} disabled={busy} onClick={() => void submit('REJECT').catch(() => undefined)}>
          驳回
        </Button>
      </Space>
    </Form>
  );
}

/** A request's detail: what it is, the steps of its flow as frozen when it started, every decision, and what the reader may do. */
export function ApprovalDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const detail = useApprovalDetail(id);
  const withdraw = useWithdraw();
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={560} title={d ? `${d.kindTitle}：${d.summary}` : '申请详情'} destroyOnHidden>
      {!d ? (
        detail.isError ? (
          <Alert type="error" showIcon title="申请加载失败" description={(detail.error as Error).message} />
        ) : (
          <LoadingSkeleton paragraph={{ rows: 6 }} />
        )
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="申请类型">{d.kindTitle}</Descriptions.Item>
            <Descriptions.Item label="摘要">{d.summary}</Descriptions.Item>
            <Descriptions.Item label="申请人">{d.applicantName}</Descriptions.Item>
            <Descriptions.Item label="审批流程">{d.flowName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">{time(d.createdAt)}</Descriptions.Item>
            {d.decidedAt && <Descriptions.Item label="办结时间">{time(d.decidedAt)}</Descriptions.Item>}
            {d.lines.map((l) => (
              <Descriptions.Item key={l.label} label={l.label}>
                {l.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <section aria-label="审批步骤">
            <Typography.Title level={5}>审批步骤</Typography.Title>
            <StepsOf d={d} />
          </section>
          <section aria-label="审批记录">
            <Typography.Title level={5}>审批记录</Typography.Title>
            {d.decisions.length ? (
              <Timeline
                items={d.decisions.map((x) => ({
                  color: x.decision === 'REJECT' ? 'red' : 'green',
                  content: (
                    <>
                      <Typography.Text strong>
                        {x.stepName} · {x.approverName} {APPROVAL_DECISIONS[x.decision as ApprovalDecisionValue] ?? x.decision}
                      </Typography.Text>
                      <div>
                        <Typography.Text type="secondary">{time(x.at)}</Typography.Text>
                      </div>
                      {x.opinion && <div>意见：{x.opinion}</div>}
                    </>
                  ),
                }))}
              />
            ) : (
              <Typography.Text type="secondary">尚无审批记录</Typography.Text>
            )}
          </section>
          {d.abilities.decide && <DecisionForm key={d.id} d={d} />}
          {d.abilities.withdraw && (
            <Popconfirm title="撤回这份申请？" description="撤回后审批结束，可重新提交" onConfirm={() => withdraw.mutateAsync(d.id)}>
              <Button loading={withdraw.isPending}>撤回申请</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Drawer>
  );
}
