import { HALF_DAYS, LeaveApplyBody, leaveDays, type HalfDay, type LeaveKind } from '@notaria/contracts';
import { Alert, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FileField, type StoredFileRef } from '../../components/file-field';
import { EditDialog } from '../../components/list/edit-dialog';
import { maxLengthOf, rulesFrom } from '../../lib/schema-rules';
import { useApplyLeave, useHandoverCandidates } from './api';
import { KIND_OPTIONS } from './labels';

interface Values {
  kind: LeaveKind;
  start: Dayjs;
  startHalf: HalfDay;
  end: Dayjs;
  endHalf: HalfDay;
  reason: string;
  handoverUserId?: number | null;
  attachment?: StoredFileRef;
}

const HALF_OPTIONS = Object.entries(HALF_DAYS).map(([value, label]) => ({ value, label }));
const day = (d: Dayjs | undefined) => d?.format('YYYY-MM-DD');

/** The days the chosen span counts, or why it counts none, as the server will. */
function DaysPreview({ values }: { values: Partial<Values> }) {
  const startDate = day(values.start);
  const endDate = day(values.end);
  if (!startDate || !endDate || !values.startHalf || !values.endHalf) return null;
  const days = leaveDays({ startDate, startHalf: values.startHalf, endDate, endHalf: values.endHalf });
  if (days === null) return <Alert type="error" showIcon style={{ marginBottom: 16 }} title="结束时间不能早于开始时间，且跨度不超过一年" />;
  if (days === 0) return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="所选时间内没有工作日（周末或法定节假日），无需请假" />;
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`共 ${days} 天`} description="按工作日计算：不含周末和法定节假日，调休上班日计入" />;
}

/** 申请请假: kind, from which half day to which, the reason, an optional attachment and who takes over the cases. */
export function ApplyLeaveDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const apply = useApplyLeave();
  const candidates = useHandoverCandidates();
  const values = (Form.useWatch([], form) ?? {}) as Partial<Values>;
  return (
    <EditDialog<Values>
      title="申请请假"
      name="leaveApply"
      form={form}
      width={640}
      okText="提交审批"
      initialValues={{ kind: 'PERSONAL', startHalf: 'AM', endHalf: 'PM' }}
      onClose={onClose}
      onSave={async (v) => {
        const row = await apply.mutateAsync({
          kind: v.kind,
          startDate: day(v.start)!,
          startHalf: v.startHalf,
          endDate: day(v.end)!,
          endHalf: v.endHalf,
          reason: v.reason,
          handoverUserId: v.handoverUserId ?? null,
          attachmentUrl: v.attachment?.url ?? '',
          attachmentName: v.attachment?.name ?? '',
        });
        return `请假申请已提交审批（共 ${row.days} 天）`;
      }}
    >
      <Form.Item name="kind" label="请假类型" rules={rulesFrom(LeaveApplyBody, 'kind')}>
        <Select aria-label="请假类型" options={KIND_OPTIONS} style={{ width: 200 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="开始时间" required style={{ marginBottom: 0 }}>
            <Form.Item name="start" rules={[{ required: true, message: '请选择开始日期' }]} style={{ display: 'inline-block', marginRight: 8 }}>
              <DatePicker aria-label="开始日期" placeholder="开始日期" />
            </Form.Item>
            <Form.Item name="startHalf" style={{ display: 'inline-block' }}>
              <Radio.Group aria-label="开始时段" options={HALF_OPTIONS} optionType="button" />
            </Form.Item>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="结束时间" required style={{ marginBottom: 0 }}>
            <Form.Item name="end" rules={[{ required: true, message: '请选择结束日期' }]} style={{ display: 'inline-block', marginRight: 8 }}>
              <DatePicker aria-label="结束日期" placeholder="结束日期" />
            </Form.Item>
            <Form.Item name="endHalf" style={{ display: 'inline-block' }}>
              <Radio.Group aria-label="结束时段" options={HALF_OPTIONS} optionType="button" />
            </Form.Item>
          </Form.Item>
        </Col>
      </Row>
      <DaysPreview values={values} />
      <Form.Item name="reason" label="请假事由" rules={rulesFrom(LeaveApplyBody, 'reason')}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(LeaveApplyBody, 'reason')} showCount placeholder="请简要说明请假原因" />
      </Form.Item>
      <Form.Item name="handoverUserId" label="工作交接人" extra="批准后，您承办的在办公证业务将通过转办交给此人；不承办业务可不填">
        <Select<number>
          aria-label="工作交接人"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择接办的公证员（可不填）"
          loading={candidates.isLoading}
          options={(candidates.data ?? []).map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))}
        />
      </Form.Item>
      <Form.Item name="attachment" label="附件" extra="如病假条、婚育或丧事证明，可不上传">
        <FileField noun="附件" uploadText="上传附件" nameWidth={260} testId="leave-attachment-name" />
      </Form.Item>
    </EditDialog>
  );
}
