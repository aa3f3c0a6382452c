import { ReassignBody, type NotaryWorkload } from '@notaria/contracts';
import { Alert, Form, Input, Select } from 'antd';
import { EditDialog } from '../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';
import { useReassign } from './api';

type Values = Pick<ReassignBody, 'toUserId' | 'reason'>;

/** 转办: every open case of `from` goes to the notary chosen here, at once (the office head decides it). */
export function ReassignDialog({ from, notaries, onClose }: { from: NotaryWorkload; notaries: NotaryWorkload[]; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const reassign = useReassign();
  return (
    <EditDialog<Values>
      title={`转办 ${from.name} 的在办业务`}
      name="reassign"
      form={form}
      width={520}
      okText="确认转办"
      initialValues={{ reason: from.onLeaveToday ? `${from.name}请假，业务转办` : '' }}
      onClose={onClose}
      onSave={async (v) => {
        const r = await reassign.mutateAsync({ fromUserId: from.userId, ...v });
        return r.moved ? `已转办 ${r.moved} 件业务` : '没有可转办的在办业务';
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${from.name}现有在办业务 ${from.open} 件，将全部转给所选公证员`}
        description="转办立即生效，每件业务的时间线和转办记录都会记下；双方会收到通知。已归档、已终止和待归档的业务不转。"
      />
      <Form.Item name="toUserId" label="接办公证员" rules={[{ required: true, message: '请选择接办公证员' }]}>
        <Select<number>
          aria-label="接办公证员"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择公证员"
          options={notaries
            .filter((n) => n.userId !== from.userId)
            .map((n) => ({
              value: n.userId,
              label: `${n.name}${n.deptName ? `（${n.deptName}）` : ''} · 在办 ${n.open} 件${n.onLeaveToday ? ' · 今日请假' : ''}`,
              disabled: n.onLeaveToday,
            }))}
        />
      </Form.Item>
      <Form.Item name="reason" label="转办原因" rules={rulesFrom(ReassignBody, 'reason')}>
        <Input.TextArea rows={2} maxLength={maxLengthOf(ReassignBody, 'reason')} showCount />
      </Form.Item>
    </EditDialog>
  );
}
