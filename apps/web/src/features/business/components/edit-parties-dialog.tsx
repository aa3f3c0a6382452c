import { Alert, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { editParties, useCase, useCaseStep } from '../api/cases';
import { hasApplicant, PartyListEditor, partyValueOf, toPartyInput, type PartyValue } from './party-editor';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';

/** 编辑当事人: the case's parties as editable cards; saving replaces the list and takes new snapshots. */
export function EditPartiesDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<{ parties: PartyValue[] }>();
  const { data: detail } = useCase(target.id);
  const [labels] = useState(() => new Map<number, string>());
  const [initial, setInitial] = useState<PartyValue[] | null>(null);
  const step = useCaseStep(editParties);

  // The parties as they were when the dialog opened; later refreshes do not overwrite what is being typed.
  useEffect(() => {
    if (!detail || initial) return;
    const rows = detail.parties.map(partyValueOf);
    rows.forEach((r) => r.value.customerId && labels.set(r.value.customerId, r.label));
    setInitial(rows.map((r) => r.value));
  }, [detail, initial, labels]);

  const submit = async () => {
    const v = await form.validateFields(['parties'], { recursive: true });
    if (!hasApplicant(v.parties)) {
      void notify.error('至少需要一名申请人', 3);
      return;
    }
    const d = await step.mutateAsync({ id: target.id, parties: v.parties.map(toPartyInput) });
    return { detail: d, message: `当事人已保存：${d.businessNumber}` };
  };

  return (
    <CaseStepDialog
      title="编辑当事人"
      businessNumber={target.businessNumber}
      width={880}
      okText="保存"
      okButtonProps={{ loading: step.isPending, disabled: !initial }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="保存后以此名单替换原当事人，并按客户当前信息留存快照；新录入的当事人保存为客户。至少需要一名申请人。"
      />
      {initial ? (
        <Form form={form} layout="vertical" name="case-parties" initialValues={{ parties: initial }}>
          <PartyListEditor form={form} labels={labels} />
        </Form>
      ) : (
        <Spin />
      )}
    </CaseStepDialog>
  );
}
