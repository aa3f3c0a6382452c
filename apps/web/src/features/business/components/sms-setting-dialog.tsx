import { SMS_EVENTS, type CaseDetail, type SmsEvent, type SmsOutboxRow } from '@notaria/contracts';
import { Alert, Checkbox, Divider, Form, Space, Spin, Table, Tag, Typography } from 'antd';
import { parseTime } from '../../../utils/time';
import { setSmsEvents, useCase, useCaseStep, useSmsOutbox } from '../api/cases';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';

const OUTBOX_STATUS: Record<string, { name: string; color: string }> = {
  PENDING: { name: '待发送', color: 'default' },
  SENDING: { name: '发送中', color: 'processing' },
  SENT: { name: '已发送', color: 'green' },
  FAILED: { name: '发送失败', color: 'red' },
};

const EVENT_KEYS = Object.keys(SMS_EVENTS) as SmsEvent[];
const time = (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : '—');

/** The applicants and the phone the SMS go to (a person's phone, an institution's contact phone). */
const recipientsOf = (d: CaseDetail) =>
  d.parties.filter((p) => p.role === 'APPLICANT').map((p) => ({ name: p.name, phone: String(p.snapshot?.phone ?? p.snapshot?.contactPhone ?? '').trim() }));

/** 短信设置: which SMS notices the applicants get for this case, and what has been sent (the outbox). */
export function SmsSettingDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<{ events: SmsEvent[] }>();
  const { data: detail } = useCase(target.id);
  const outbox = useSmsOutbox(target.id);
  const step = useCaseStep(setSmsEvents);

  const submit = async () => {
    const v = await form.validateFields();
    const events = EVENT_KEYS.filter((k) => (v.events ?? []).includes(k));
    const d = await step.mutateAsync({ id: target.id, events });
    return { detail: d, message: events.length ? `短信设置已保存：${d.businessNumber}` : `已关闭该业务的短信通知：${d.businessNumber}` };
  };

  const recipients = detail ? recipientsOf(detail) : [];
  const reachable = recipients.filter((r) => r.phone);
  return (
    <CaseStepDialog
      title="短信设置"
      businessNumber={target.businessNumber}
      width={900}
      okText="保存"
      okButtonProps={{ loading: step.isPending, disabled: !detail }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      {!detail ? (
        <Spin />
      ) : (
        <>
          <Form form={form} layout="vertical" name="case-sms" initialValues={{ events: detail.smsEvents }}>
            <Form.Item name="events" label="向申请人发送以下短信通知" extra="办理到相应环节时自动发送；全部不选则不发送短信。">
              <Checkbox.Group options={EVENT_KEYS.map((k) => ({ value: k, label: SMS_EVENTS[k] }))} />
            </Form.Item>
          </Form>
          <Space size={8} wrap data-testid="sms-recipients">
            <Typography.Text type="secondary">收信人：</Typography.Text>
            {recipients.map((r) => (
              <Tag key={`${r.name}-${r.phone}`} color={r.phone ? 'blue' : 'default'}>
                {r.name} {r.phone || '（无手机号）'}
              </Tag>
            ))}
          </Space>
          {reachable.length === 0 && (
            <Alert type="warning" showIcon style={{ marginTop: 12 }} title="申请人均未登记手机号，不会收到短信。可通过「编辑当事人」补充联系电话。" />
          )}
        </>
      )}
      <Divider titlePlacement="start" style={{ margin: '20px 0 12px' }}>
        已发短信
      </Divider>
      <Table<SmsOutboxRow>
        rowKey="id"
        size="small"
        loading={outbox.isPending}
        dataSource={outbox.data ?? []}
        pagination={(outbox.data?.length ?? 0) > 5 ? { pageSize: 5, size: 'small' } : false}
        locale={{ emptyText: '该业务尚未发送短信' }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 130, render: time },
          { title: '通知', dataIndex: 'event', width: 120, render: (v: string) => SMS_EVENTS[v as SmsEvent] ?? v },
          { title: '收信人', key: 'to', width: 150, render: (_, r) => `${r.recipientName} ${r.phone}` },
          { title: '内容', dataIndex: 'content', ellipsis: { showTitle: true } },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (v: string, r) => {
              const s = OUTBOX_STATUS[v] ?? { name: v, color: 'default' };
              return (
                <Tag color={s.color} title={r.error || (r.sentAt ? `发送于 ${time(r.sentAt)}` : undefined)}>
                  {s.name}
                </Tag>
              );
            },
          },
        ]}
      />
    </CaseStepDialog>
  );
}
