import { financePaymentsApi, type InvoiceSettings } from '@notaria/contracts';
import { Alert, App, Button, Form, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { financeKeys } from './api';
import { INVOICE_KIND_OPTIONS } from './labels';

const settingsKey = [...financeKeys.all, 'invoice-settings'] as const;

/** 票据设置: which 票据 this office issues by default (provinces differ: 增值税普通发票, 电子发票, 财政票据 or 收据). */
export function InvoiceSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>票据设置</Button>
      {open && <InvoiceSettingsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function InvoiceSettingsDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<InvoiceSettings>();
  const current = useQuery({ queryKey: settingsKey, queryFn: () => call(financePaymentsApi.invoiceSettings) });
  const save = useRefreshingMutation((body: InvoiceSettings) => call(financePaymentsApi.saveInvoiceSettings, { body }), financeKeys.all);
  const { message } = App.useApp();
  useEffect(() => {
    if (!current.error) return;
    void message.error(current.error.message);
    onClose();
  }, [current.error, message, onClose]);
  if (!current.data) return <Spin fullscreen spinning={current.isPending} />;
  return (
    <EditDialog
      title="票据设置"
      form={form}
      name="invoiceSettings"
      initialValues={current.data}
      onSave={async (v) => {
        await save.mutateAsync(v);
        return '票据设置已保存';
      }}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="开票时默认使用此票据类型，开具时仍可逐张更改。各省对公证费使用的票据不同，请按本地财政、税务要求设置。"
      />
      <Form.Item name="defaultKind" label="默认票据类型" rules={[{ required: true, message: '请选择票据类型' }]}>
        <Select options={INVOICE_KIND_OPTIONS} aria-label="默认票据类型" />
      </Form.Item>
    </EditDialog>
  );
}
