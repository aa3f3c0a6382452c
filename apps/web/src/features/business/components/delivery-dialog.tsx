import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, Delivery, type DeliveryMethod } from '@notaria/contracts';
import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { rulesFrom } from '../../../lib/schema-rules';
import { useTransition } from '../api/cases';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';

interface Values {
  method: DeliveryMethod;
  recipient?: string;
  date?: Dayjs;
  trackingNumber?: string;
  address?: string;
  note?: string;
}

/** The delivery as the send transition takes it: trimmed, the method's own fields only, empty ones left out. */
export function deliveryOf(v: Values): Delivery {
  const opt = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  return {
    method: v.method,
    recipient: v.recipient!.trim(),
    date: v.date!.format('YYYY-MM-DD'),
    ...(v.method === 'MAIL' && { trackingNumber: opt(v.trackingNumber) }),
    ...(v.method === 'ELECTRONIC' && { address: opt(v.address) }),
    ...(opt(v.note) && { note: opt(v.note) }),
  };
}

/** 送达: how the certificate reached the applicant, to whom and when; recorded with the case's 送达 and its 送达回执. */
export function DeliveryDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<Values>();
  const transition = useTransition();
  const method = Form.useWatch('method', form) ?? 'PICKUP';
  const submit = async () => {
    const v = await form.validateFields();
    const detail = await transition.mutateAsync({ action: 'send', body: { id: target.id, delivery: deliveryOf(v) } });
    return { detail, message: `已送达：${detail.businessNumber}` };
  };
  return (
    <CaseStepDialog
      title="送达"
      businessNumber={target.businessNumber}
      okText="确认送达"
      okButtonProps={{ loading: transition.isPending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Form<Values> form={form} layout="vertical" name="case-delivery" initialValues={{ method: 'PICKUP', date: dayjs() }}>
        <Form.Item name="method" label="送达方式" rules={rulesFrom(Delivery, 'method')}>
          <Radio.Group optionType="button" options={DELIVERY_METHODS.map((m) => ({ value: m, label: DELIVERY_METHOD_LABELS[m] }))} />
        </Form.Item>
        <TextField schema={Delivery} name="recipient" label="签收人" placeholder={method === 'MAIL' ? '收件人姓名' : '签收人姓名'} />
        <Form.Item name="date" label="送达日期" rules={[{ required: true, message: '请选择送达日期' }]}>
          <DatePicker style={{ width: 200 }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        {method === 'MAIL' && <TextField schema={Delivery} name="trackingNumber" label="快递单号" needed={{ required: true }} placeholder="如 SF1234567890" />}
        {method === 'ELECTRONIC' && (
          <TextField schema={Delivery} name="address" label="送达地址" needed={{ required: true }} placeholder="接收的手机号码或电子邮箱" />
        )}
        <TextAreaField schema={Delivery} name="note" label="备注" rows={2} showCount />
      </Form>
    </CaseStepDialog>
  );
}
