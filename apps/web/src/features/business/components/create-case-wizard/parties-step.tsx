import { Alert, type FormInstance } from 'antd';
import { PartyListEditor } from '../party-editor';
import type { WizardValues } from './model';

/** 当事人: registered customers or new parties; at least one applicant. */
export function PartiesStep({ form, labels }: { form: FormInstance<WizardValues>; labels: Map<number, string> }) {
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title="选择已登记的客户，或直接录入新的当事人（提交时保存为客户）。至少需要一名申请人。" />
      <PartyListEditor form={form} labels={labels} />
    </>
  );
}
