import type { CaseDetail } from '@notaria/contracts';
import { loadFormSchema } from '@notaria/form-core';
import type { FormRenderHandle } from '@notaria/form-render';
import { App, Button, Form, Modal, Space, Steps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { getIntakeForm, useCreateCase, useItemTree, useTransition, useUsersWithRole } from '../api/cases';
import { hasPermission } from '../../../lib/permission-routes';
import { FeesStep } from './create-case-wizard/fees-step';
import { mergeSuggested, suggestFor } from './create-case-wizard/suggested-fees';
import { IntakeFormStep } from './create-case-wizard/intake-form-step';
import { ItemsStep } from './create-case-wizard/items-step';
import { MaterialsStep } from './create-case-wizard/materials-step';
import { distinctForms, indexItems, prefill, toCreateBody, toTreeOptions, WIZARD_STEPS, type Intake, type WizardValues } from './create-case-wizard/model';
import { PartiesStep } from './create-case-wizard/parties-step';
import { SubmitStep } from './create-case-wizard/submit-step';
import { NEW_PARTY, type PartyValue } from './party-editor';

export { itemLabel, type WizardValues } from './create-case-wizard/model';

/** 新建业务: 事项 → 当事人 → 受理表单 → 材料 → 收费 → 提交. Nothing typed is lost when the server refuses. */
export function CreateCaseWizard({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated?(d: CaseDetail): void }) {
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [intakes, setIntakes] = useState<Intake[] | null>(null);
  const [loadingForms, setLoadingForms] = useState(false);
  const [labels] = useState(() => new Map<number, string>());
  const [, force] = useState(0);
  const prefilledFor = useRef('');
  const formRefs = useRef(new Map<number, FormRenderHandle | null>());
  const { modal } = App.useApp();
  const tree = useItemTree();
  const notaries = useUsersWithRole('notary');
  const assistants = useUsersWithRole('assistant');
  const create = useCreateCase();
  const transition = useTransition();
  const userId = useSession((s) => s.id ?? s.user?.id ?? null);
  const routes = useSession((s) => s.routes);

  const index = useMemo(() => indexItems(tree.data ?? []), [tree.data]);
  const treeOptions = useMemo(() => toTreeOptions(tree.data ?? []), [tree.data]);
  const itemIds = Form.useWatch('itemIds', form) ?? [];
  const materials = Form.useWatch('materials', form) ?? [];
  const fees = Form.useWatch('fees', form) ?? [];
  const parties = Form.useWatch('parties', form) ?? [];
  const feeConfirmed = Form.useWatch('feeConfirmed', form);
  const handlerId = Form.useWatch('handlerId', form);

  // The assistant who opens the wizard is the case's assistant by default.
  useEffect(() => {
    if (open && userId && assistants.data?.some((u) => u.id === userId) && form.getFieldValue('assistantId') === undefined)
      form.setFieldValue('assistantId', userId);
  }, [open, userId, assistants.data, form]);
  // A notary who opens the wizard handles the case by default.
  useEffect(() => {
    if (open && userId && notaries.data?.some((u) => u.id === userId) && form.getFieldValue('handlerId') === undefined) form.setFieldValue('handlerId', userId);
  }, [open, userId, notaries.data, form]);

  const forms = useMemo(() => distinctForms(intakes, index), [intakes, index]);

  const collectFormData = (): Record<string, unknown> | null => {
    if (forms.length === 0) return null;
    return Object.assign({}, ...forms.map((f) => formRefs.current.get(f.formId)?.getData() ?? {}));
  };

  const leaveItems = async () => {
    await form.validateFields(['itemIds', 'purpose', 'useCountry', 'language', 'copies']);
    const ids: number[] = form.getFieldValue('itemIds');
    const key = [...ids].sort().join(',');
    if (key !== prefilledFor.current) {
      setLoadingForms(true);
      try {
        const answers = await Promise.all(ids.map((id) => getIntakeForm(id)));
        setIntakes(answers.map((a) => ({ itemId: a.itemId, formId: a.formId, schema: a.schema ? loadFormSchema(a.schema).schema : null })));
      } finally {
        setLoadingForms(false);
      }
      const items = ids.map((id) => index.get(id)!.node);
      const next = prefill(items, form.getFieldValue('materials') ?? [], form.getFieldValue('fees') ?? []);
      form.setFieldsValue(next);
      // The standards in force today replace the items' default fees; without them the defaults stay.
      const suggested = await suggestFor(ids, null, form.getFieldValue('copies')).catch(() => null);
      if (suggested?.length)
        form.setFieldsValue({
          fees: mergeSuggested(
            next.fees,
            suggested,
            items.map((i) => i.name),
          ),
        });
      prefilledFor.current = key;
    }
  };

  const next = async () => {
    try {
      if (step === 0) await leaveItems();
      if (step === 1) {
        await form.validateFields(['parties'], { recursive: true });
        const ps: PartyValue[] = form.getFieldValue('parties') ?? [];
        if (!ps.some((p) => p.role === 'APPLICANT')) {
          void notify.error('至少需要一名申请人', 3);
          return;
        }
      }
      if (step === 2) {
        const results = forms.map((f) => formRefs.current.get(f.formId)?.validate());
        if (results.some((r) => r && !r.valid)) {
          void notify.error('受理表单有未填或填写有误的项目，请按提示修改', 3);
          return;
        }
      }
      if (step === 3) await form.validateFields(['materials'], { recursive: true });
      if (step === 4) await form.validateFields(['fees'], { recursive: true });
      setStep((s) => s + 1);
    } catch {
      // Field messages are shown on the fields; a refused load has been shown by the request layer.
    }
  };

  /** `andAccept`: the handling notary creates the case and accepts it at once (the clock starts). */
  const submit = async (andAccept = false) => {
    try {
      await form.validateFields(['handlerId', 'assistantId']);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as WizardValues;
    let detail: CaseDetail;
    try {
      detail = await create.mutateAsync(toCreateBody(values, collectFormData()));
    } catch {
      // The server's message is shown by the request layer; the wizard keeps everything typed.
      return;
    }
    if (andAccept) {
      try {
        detail = await transition.mutateAsync({ action: 'accept', body: { id: detail.id } });
        void notify.success(`业务已创建并受理：${detail.businessNumber}`);
      } catch {
        // Created but not accepted (the refusal was shown): the case opens, where 受理 can be tried again.
      }
    } else {
      void notify.success(`业务已创建：${detail.businessNumber}`);
    }
    onCreated?.(detail);
    close(true);
  };

  const reset = () => {
    form.resetFields();
    setStep(0);
    setIntakes(null);
    prefilledFor.current = '';
    formRefs.current.clear();
  };

  const close = (done = false) => {
    if (done || (!form.isFieldsTouched() && step === 0)) {
      reset();
      return onClose();
    }
    modal.confirm({
      title: '放弃新建业务？',
      content: '已填写的内容不会保存。',
      okText: '放弃',
      okButtonProps: { danger: true },
      cancelText: '继续填写',
      onOk: () => {
        reset();
        onClose();
      },
    });
  };

  const pane = (i: number) => ({ display: step === i ? 'block' : 'none' });
  const handlerName = (notaries.data ?? []).find((u) => u.id === handlerId)?.name;
  // Accepting is the handling notary's step (business:accept:create); whoever may take it can do so from here.
  const mayAccept = !!handlerId && handlerId === userId && hasPermission(routes, 'business:accept:create');
  const summary = {
    itemNames: itemIds.map((id) => index.get(id)?.label ?? String(id)),
    parties,
    labels,
    formCount: forms.length,
    copies: form.getFieldValue('copies') ?? 1,
    materials,
    fees,
    feeConfirmed,
  };

  return (
    <Modal
      open={open}
      title="新建业务"
      width={1040}
      mask={{ closable: false }}
      onCancel={() => close()}
      styles={{ body: { minHeight: 420 } }}
      footer={
        <Space>
          <Button onClick={() => close()}>取消</Button>
          {step > 0 && <Button onClick={() => setStep((s) => s - 1)}>上一步</Button>}
          {step < WIZARD_STEPS.length - 1 ? (
            <Button type="primary" loading={loadingForms} onClick={() => void next()}>
              下一步
            </Button>
          ) : (
            <>
              <Button type={mayAccept ? 'default' : 'primary'} loading={create.isPending && !transition.isPending} onClick={() => void submit()}>
                提交
              </Button>
              {mayAccept && (
                <Button type="primary" loading={create.isPending || transition.isPending} onClick={() => void submit(true)}>
                  提交并受理
                </Button>
              )}
            </>
          )}
        </Space>
      }
    >
      <Steps current={step} size="small" items={WIZARD_STEPS.map((title) => ({ title }))} style={{ margin: '8px 0 24px' }} />
      <Form<WizardValues>
        form={form}
        name="createCase"
        layout="vertical"
        initialValues={{ itemIds: [], copies: 1, parties: [NEW_PARTY], materials: [], fees: [], feeConfirmed: false }}
        onValuesChange={() => force((n) => n + 1)}
      >
        <div style={pane(0)} data-testid="step-items">
          <ItemsStep treeOptions={treeOptions} loading={tree.isPending} />
        </div>
        <div style={pane(1)} data-testid="step-parties">
          <PartiesStep form={form} labels={labels} />
        </div>
        <div style={pane(2)} data-testid="step-form">
          <IntakeFormStep forms={forms} formRefs={formRefs} />
        </div>
        <div style={pane(3)} data-testid="step-materials">
          <MaterialsStep materials={materials} />
        </div>
        <div style={pane(4)} data-testid="step-fees">
          <FeesStep itemNames={(form.getFieldValue('itemIds') as number[] | undefined)?.map((id) => index.get(id)?.node.name ?? '') ?? []} />
        </div>
        <div style={pane(5)} data-testid="step-submit">
          <SubmitStep summary={summary} handlerName={handlerName} self={!!handlerId && handlerId === userId} mayAccept={mayAccept} />
        </div>
      </Form>
    </Modal>
  );
}
