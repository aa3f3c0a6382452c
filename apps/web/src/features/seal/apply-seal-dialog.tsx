import { SealUseBody } from '@notaria/contracts';
import { Alert, Form, InputNumber, Select } from 'antd';
import { EditDialog } from '../../components/list/edit-dialog';
import { FieldRow } from '../../components/form/field-row';
import { TextAreaField, TextField } from '../../components/form/schema-fields';
import { SwitchField } from '../../components/form/simple-fields';
import { rulesFrom } from '../../lib/schema-rules';
import { useApplySealUse, useSealOptions } from './api';
import { DocumentsField, type UploadedDocument } from './documents-field';
import { sealTypeLabel } from './labels';

interface Values {
  sealId: number;
  documentName: string;
  copies: number;
  impressions: number;
  purpose: string;
  counterparty?: string;
  blank: boolean;
  documents?: UploadedDocument[];
}

/** 申请用印: which seal, on what document, how many copies and impressions, why, and the document itself. */
export function ApplySealDialog({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const seals = useSealOptions('PHYSICAL');
  const apply = useApplySealUse();
  const blank = Form.useWatch('blank', form);
  return (
    <EditDialog<Values>
      title="申请用印"
      name="seal-apply"
      width={640}
      form={form}
      initialValues={{ copies: 1, impressions: 1, blank: false, documents: [] }}
      okText="提交申请"
      onClose={onClose}
      onSave={async ({ documents = [], ...v }) => {
        await apply.mutateAsync({ ...v, documentUrls: documents.map((d) => d.url) });
        return '用印申请已提交，等待审批';
      }}
    >
      <Form.Item name="sealId" label="印章" rules={rulesFrom(SealUseBody, 'sealId')}>
        <Select
          placeholder={seals.data?.length === 0 ? '本处暂无可申请的印章' : '请选择印章'}
          loading={seals.isLoading}
          options={(seals.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name}（${sealTypeLabel(s.sealType)}${s.keeperName ? `，保管人 ${s.keeperName}` : ''}）`,
          }))}
        />
      </Form.Item>
      <TextField schema={SealUseBody} name="documentName" label="文件名称" placeholder="如：委托核实函、合作协议" />
      <FieldRow>
        <Form.Item name="copies" label="份数" rules={rulesFrom(SealUseBody, 'copies')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} suffix="份" />
        </Form.Item>
        <Form.Item name="impressions" label="用印次数" rules={rulesFrom(SealUseBody, 'impressions')} extra="全部份数合计盖章的次数">
          <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} suffix="次" />
        </Form.Item>
      </FieldRow>
      <TextAreaField schema={SealUseBody} name="purpose" label="用印事由" rows={2} showCount />
      <TextField schema={SealUseBody} name="counterparty" label="文件送往单位" placeholder="选填" />
      <SwitchField name="blank" label="空白文书" on="是" off="否" />
      {blank && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="空白文书原则上不得用印"
          description="须写明用途，并经“空白文书用印审批”流程特别审批；本处未启用该流程的，申请将被拒绝。"
        />
      )}
      <Form.Item
        name="documents"
        label="待用印文件"
        rules={[
          { validator: (_, v?: UploadedDocument[]) => (blank || (v && v.length > 0) ? Promise.resolve() : Promise.reject(new Error('请上传待用印的文件'))) },
        ]}
        extra={blank ? '空白文书可不上传文件' : '上传需要盖章的文件（PDF、Word 或图片），保管人用印时核对'}
      >
        <DocumentsField />
      </Form.Item>
    </EditDialog>
  );
}
