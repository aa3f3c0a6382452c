import { CreateCaseDocumentBody, DOC_KIND_LABELS, DOC_KINDS, type DocKind } from '@notaria/contracts';
import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { rulesFrom } from '../../../lib/schema-rules';
import { useCase } from '../api/cases';
import { useCreateDocument } from '../api/documents';
import type { CaseTarget } from './case-target';

/** Kinds written once per item (one certificate per matter); the others may be for the whole case. */
const PER_ITEM: readonly DocKind[] = ['CERTIFICATE', 'APPROVAL', 'VERIFY_LETTER'];

interface Values {
  kind?: DocKind;
  caseItemId?: number;
}

/** 生成文书: a kind and (for a certificate) the item; the server picks the template and fills the values. */
export function GenerateDocumentDialog({ target, onClose }: { target: CaseTarget; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { data: detail } = useCase(target.id);
  const create = useCreateDocument();
  const kind = Form.useWatch('kind', form);
  const items = (detail?.items ?? []).filter((i) => i.caseItemId !== undefined);
  const itemRequired = !!kind && PER_ITEM.includes(kind);
  const firstItem = items[0]?.caseItemId;
  useEffect(() => {
    if (firstItem !== undefined && form.getFieldValue('caseItemId') === undefined) form.setFieldValue('caseItemId', firstItem);
  }, [firstItem, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const row = await create.mutateAsync({ caseId: target.id, kind: v.kind!, ...(v.caseItemId ? { caseItemId: v.caseItemId } : {}) });
    void notify.success(`已生成：${row.title}`);
    onClose();
  };
  return (
    <Modal
      open
      title={`生成文书 · ${target.businessNumber}`}
      okText="生成"
      cancelText="取消"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<Values> form={form} layout="vertical" name="generate-document" initialValues={{ kind: 'CERTIFICATE' }}>
        <Form.Item name="kind" label="文书类别" rules={rulesFrom(CreateCaseDocumentBody, 'kind')}>
          <Select
            aria-label="文书类别"
            options={DOC_KINDS.filter((k) => k !== 'EVIDENCE_CERT' && k !== 'OA_LETTER').map((k) => ({ value: k, label: DOC_KIND_LABELS[k] }))}
          />
        </Form.Item>
        <Form.Item
          name="caseItemId"
          label="公证事项"
          extra={itemRequired ? '一个公证事项出具一份公证书' : '不选则为整个业务的文书'}
          rules={itemRequired ? [{ required: true, message: '请选择公证事项' }] : []}
        >
          <Select
            aria-label="公证事项"
            allowClear={!itemRequired}
            loading={!detail}
            placeholder={itemRequired ? '请选择公证事项' : '整个业务'}
            options={items.map((i) => ({ value: i.caseItemId, label: i.certificateNumber ? `${i.itemName}（${i.certificateNumber}）` : i.itemName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
