import { formApi, itemApi, type CaseDetail } from '@notaria/contracts';
import { loadFormSchema, type FormSchema } from '@notaria/form-core';
import { FormRender } from '@notaria/form-render';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Spin } from 'antd';
import { call } from '../../../lib/api';

/** The schema the case's form data was filled against: the item's intake form, else the stored version. */
async function caseFormSchema(c: CaseDetail): Promise<FormSchema | null> {
  if (!c.formId || !c.formVersion) return null;
  for (const item of c.items) {
    const f = await call(itemApi.intakeForm, { query: { itemId: item.itemId } }, { silent: true }).catch(() => null);
    if (f?.formId === c.formId && f.version === c.formVersion && f.schema) return loadFormSchema(f.schema).schema;
  }
  const v = await call(formApi.version, { query: { id: c.formId, version: c.formVersion } }, { silent: true }).catch(() => null);
  return v?.schema ? loadFormSchema(v.schema).schema : null;
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The intake form data of a case, read-only: rendered with its form, or as plain fields when the form cannot be read. */
export function IntakeFormView({ detail }: { detail: CaseDetail }) {
  const schema = useQuery({
    queryKey: ['business', 'form', detail.id, detail.formId, detail.formVersion],
    queryFn: () => caseFormSchema(detail),
    staleTime: Infinity,
  });
  const entries = Object.entries(detail.formData ?? {});
  if (!detail.formId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该业务的公证事项未配置受理表单" />;
  if (schema.isPending) return <Spin size="small" />;
  if (schema.data) return <FormRender schema={schema.data} value={detail.formData ?? {}} disabled scripts={false} />;
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未填写受理表单" />;
  return <Descriptions size="small" column={2} bordered items={entries.map(([k, v]) => ({ key: k, label: k, children: show(v) }))} />;
}
