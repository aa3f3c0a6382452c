import { SealStampBody, type SealUseRow } from '@notaria/contracts';
import { DatePicker, Descriptions, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TextAreaField } from '../../components/form/schema-fields';
import { EditDialog } from '../../components/list/edit-dialog';
import { rulesFrom } from '../../lib/schema-rules';
import { useStampSealUse } from './api';
import { DocumentLinks, DocumentName } from './seal-use-columns';

interface Values {
  impressions: number;
  stampedAt: Dayjs;
  note?: string;
}

/** 登记用印: the keeper records the actual impressions, the time and a note; the row joins the 用印登记簿 for good. */
export function StampDialog({ row, onClose }: { row: SealUseRow; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const stamp = useStampSealUse();
  return (
    <EditDialog<Values>
      title="登记用印"
      name="seal-stamp"
      width={600}
      form={form}
      initialValues={{ impressions: row.impressions, stampedAt: dayjs(), note: '' }}
      okText="记入登记簿"
      onClose={onClose}
      onSave={async (v) => {
        const saved = await stamp.mutateAsync({ requestId: row.id, impressions: v.impressions, stampedAt: v.stampedAt.toISOString(), note: v.note ?? '' });
        return `已记入用印登记簿（第 ${saved.seq} 条）`;
      }}
    >
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="印章" span={2}>
          {row.sealName}
        </Descriptions.Item>
        <Descriptions.Item label="文件名称" span={2}>
          <DocumentName row={row} />
        </Descriptions.Item>
        <Descriptions.Item label="申请人">{row.applicantName}</Descriptions.Item>
        <Descriptions.Item label="批准">{`${row.copies} 份，${row.impressions} 次`}</Descriptions.Item>
        <Descriptions.Item label="用印事由" span={2}>
          {row.purpose}
        </Descriptions.Item>
        <Descriptions.Item label="待用印文件" span={2}>
          <DocumentLinks row={row} />
        </Descriptions.Item>
      </Descriptions>
      <Form.Item name="impressions" label="实际用印次数" rules={rulesFrom(SealStampBody, 'impressions')} extra={`不得超过批准的 ${row.impressions} 次`}>
        <InputNumber min={1} max={row.impressions} precision={0} style={{ width: 200 }} suffix="次" />
      </Form.Item>
      <Form.Item name="stampedAt" label="用印时间" rules={[{ required: true, message: '请选择用印时间' }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" maxDate={dayjs()} style={{ width: 200 }} />
      </Form.Item>
      <TextAreaField schema={SealStampBody} name="note" label="备注" rows={2} placeholder="如：盖于落款处，骑缝章一枚" />
    </EditDialog>
  );
}
