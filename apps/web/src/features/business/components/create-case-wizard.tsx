import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MATERIAL_STATUSES, PARTY_ROLES, type CaseDetail, type CreateCaseBody, type ItemNode } from '@notaria/contracts';
import { loadFormSchema, type FormSchema } from '@notaria/form-core';
import { FormRender, type FormRenderHandle } from '@notaria/form-render';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Steps, Switch, Tag, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { getIntakeForm, useCreateCase, useDictOptions, useItemTree, useTransition, useUsersWithRole } from '../api/cases';
import { permittedActions } from '../case-actions';
import { MaterialFileField, type MaterialFile } from './material-file-field';
import { feeSum, FeeListEditor, money, toFeeInputs, useFeeTypes, type FeeValue } from './fee-editor';
import { NEW_PARTY, PartyListEditor, toPartyInput, type PartyValue } from './party-editor';

export type { FeeValue } from './fee-editor';
export type { PartyValue } from './party-editor';

type MaterialStatus = keyof typeof MATERIAL_STATUSES;

export interface MaterialValue {
  name: string;
  kind?: string;
  originalSeen?: boolean;
  status: MaterialStatus;
  required?: boolean;
  file?: MaterialFile;
}
export interface WizardValues {
  itemIds: number[];
  purpose?: string;
  useCountry?: string;
  language?: string;
  copies?: number;
  parties: PartyValue[];
  materials: MaterialValue[];
  fees: FeeValue[];
  feeConfirmed: boolean;
  handlerId?: number;
  assistantId?: number | null;
}

interface ItemInfo {
  node: ItemNode;
  path: string;
  /** The item with its category, e.g. 出生（涉外民事）: the same item exists in several categories. */
  label: string;
}

interface Intake {
  itemId: number;
  formId: number | null;
  schema: FormSchema | null;
}

export const WIZARD_STEPS = ['事项', '当事人', '受理表单', '材料', '收费', '提交'] as const;

const trimmed = (v?: string) => (v?.trim() ? v.trim() : undefined);

/** The wizard's values and the intake form data as the body of POST /business. */
export function toCreateBody(v: WizardValues, formData: Record<string, unknown> | null): CreateCaseBody {
  return {
    itemIds: v.itemIds,
    parties: v.parties.map(toPartyInput),
    handlerId: v.handlerId!,
    assistantId: v.assistantId ?? null,
    ...(trimmed(v.purpose) ? { purpose: trimmed(v.purpose) } : {}),
    ...(v.useCountry ? { useCountry: v.useCountry } : {}),
    ...(v.language ? { language: v.language } : {}),
    copies: v.copies ?? 1,
    ...(formData ? { formData } : {}),
    materials: (v.materials ?? []).map((m) => ({
      name: m.name.trim(),
      ...(trimmed(m.kind) ? { kind: trimmed(m.kind) } : {}),
      originalSeen: !!m.originalSeen,
      status: m.status,
      ...(m.file ? { fileUrl: m.file.url } : {}),
    })),
    fees: toFeeInputs(v.fees ?? []),
    feeConfirmed: !!v.feeConfirmed,
  };
}

function indexItems(nodes: ItemNode[], path: string[] = [], out = new Map<number, ItemInfo>()) {
  for (const n of nodes) {
    out.set(n.id, { node: n, path: [...path, n.name].join(' / '), label: itemLabel(n, path[0]) });
    indexItems(n.children ?? [], [...path, n.name], out);
  }
  return out;
}

/** A chosen item says which category it belongs to: 出生 exists under 国内民事, 涉外民事 and 涉港澳台. */
export const itemLabel = (n: ItemNode, category?: string) => (n.level === 'ITEM' && category ? `${n.name}（${category}）` : n.name);

interface TreeOption {
  value: number;
  title: string;
  selectable: boolean;
  disabled?: boolean;
  children: TreeOption[];
}
const toTreeOptions = (nodes: ItemNode[], category?: string): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: itemLabel(n, category), selectable: n.level === 'ITEM', children: toTreeOptions(n.children ?? [], category ?? n.name) }));

/** Materials and fees the chosen items ask for; rows already on the list keep what was entered. */
function prefill(items: ItemNode[], materials: MaterialValue[], fees: FeeValue[]) {
  const byName = new Map(materials.map((m) => [m.name, m]));
  const nextMaterials: MaterialValue[] = [];
  for (const item of items) {
    for (const m of item.materials ?? []) {
      if (nextMaterials.some((x) => x.name === m.name)) continue;
      nextMaterials.push(byName.get(m.name) ?? { name: m.name, kind: m.required ? '必交材料' : '选交材料', originalSeen: false, status: 'MISSING', required: m.required });
    }
  }
  for (const m of materials) if (!nextMaterials.some((x) => x.name === m.name) && !m.required) nextMaterials.push(m);
  const nextFees: FeeValue[] = items.flatMap((item) => {
    if (!item.fee) return [];
    const kept = fees.find((f) => f.note === item.name);
    if (kept) return [kept];
    return item.fee.mode === 'FIXED'
      ? [{ feeType: 'NOTARY_FEE', amount: item.fee.amount, note: item.name }]
      : [{ feeType: 'NOTARY_FEE', amount: item.fee.minimum, note: `${item.name}（按标的额分段收费，请核定金额）` }];
  });
  for (const f of fees) if (!nextFees.includes(f) && !items.some((i) => f.note?.startsWith(i.name))) nextFees.push(f);
  return { materials: nextMaterials, fees: nextFees };
}


/** What happens after 提交, and who acts next. */
function WhatNext({ handlerName, self, mayAccept }: { handlerName?: string; self: boolean; mayAccept: boolean }) {
  const who = self ? '您' : handlerName ? `承办公证员「${handlerName}」` : '所选承办公证员';
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      <li>
        业务为「新建」状态，{who}
        {self ? '' : '会收到通知，并'}在「受理」页受理。
        {mayAccept && '您是承办公证员，也可以点「提交并受理」一步完成。'}
      </li>
      <li>受理后开始计算 15 个工作日的办理期限；承办公证员补齐材料、确认收费后提交审批，由审批人（主任）审批。</li>
      <li>审批通过后出证、送达，再由档案员归档。各步骤的待办会出现在办理人的工作台上。</li>
    </ol>
  );
}

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
  const feeTypes = useFeeTypes();
  const countries = useDictOptions('useCountry');
  const languages = useDictOptions('useLanguage');
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

  // The assistant who opens the wizard is the case's assistant by default.
  useEffect(() => {
    if (open && userId && assistants.data?.some((u) => u.id === userId) && form.getFieldValue('assistantId') === undefined) form.setFieldValue('assistantId', userId);
  }, [open, userId, assistants.data, form]);
  // A notary who opens the wizard handles the case by default.
  useEffect(() => {
    if (open && userId && notaries.data?.some((u) => u.id === userId) && form.getFieldValue('handlerId') === undefined) form.setFieldValue('handlerId', userId);
  }, [open, userId, notaries.data, form]);

  const feeTypeName = feeTypes.nameOf;
  const forms = useMemo(() => {
    const distinct: { formId: number; schema: FormSchema; items: string[] }[] = [];
    for (const i of intakes ?? []) {
      if (!i.formId || !i.schema) continue;
      const name = index.get(i.itemId)?.node.name ?? String(i.itemId);
      const existing = distinct.find((d) => d.formId === i.formId);
      if (existing) existing.items.push(name);
      else distinct.push({ formId: i.formId, schema: i.schema, items: [name] });
    }
    return distinct;
  }, [intakes, index]);

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
  const itemNames = itemIds.map((id) => index.get(id)?.label ?? String(id));
  const feeTotal = feeSum(fees);
  const requiredMissing = materials.filter((m) => m?.required && m.status !== 'RECEIVED').map((m) => m.name);
  const handlerId = Form.useWatch('handlerId', form);
  const handlerName = (notaries.data ?? []).find((u) => u.id === handlerId)?.name;
  // Accepting is the handling notary's step (business:accept:create); whoever may take it can do so from here.
  const mayAccept = !!handlerId && permittedActions({ status: 'NEW', handlerId }, { routes, userId }, ['accept']).includes('accept');

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
          <Form.Item name="itemIds" label="公证事项" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个公证事项' }]} extra="可多选；每个事项出具一份公证书">
            <TreeSelect
              aria-label="公证事项"
              multiple
              treeData={treeOptions}
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder="选择公证事项（末级事项），可输入名称搜索"
              loading={tree.isPending}
              treeDefaultExpandAll={false}
              popupMatchSelectWidth
              allowClear
            />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="purpose" label="用途">
                <Input maxLength={200} placeholder="如：出国留学、办理签证" />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="copies" label="份数" rules={[{ required: true, message: '请填写份数' }]}>
                <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="useCountry" label="使用地">
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={countries.data ?? []} placeholder="选择" />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="language" label="译文语种">
                <Select allowClear options={languages.data ?? []} placeholder="选择" />
              </Form.Item>
            </Col>
          </Row>
        </div>

        <div style={pane(1)} data-testid="step-parties">
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title="选择已登记的客户，或直接录入新的当事人（提交时保存为客户）。至少需要一名申请人。" />
          <PartyListEditor form={form} labels={labels} />
        </div>

        <div style={pane(2)} data-testid="step-form">
          {forms.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选公证事项没有配置受理表单，本步无需填写，请直接下一步。" />
          ) : (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {forms.map((f) => (
                <Card key={f.formId} size="small" title={`受理表单（${f.items.join('、')}）`}>
                  <FormRender
                    schema={f.schema}
                    ref={(h) => {
                      formRefs.current.set(f.formId, h);
                    }}
                  />
                </Card>
              ))}
            </Space>
          )}
        </div>

        <div style={pane(3)} data-testid="step-materials">
          <Form.List name="materials">
            {(fields, { add, remove }) => (
              <>
                <Row gutter={8} style={{ fontWeight: 500, marginBottom: 8, color: 'rgba(0,0,0,0.65)' }}>
                  <Col span={5}>材料名称</Col>
                  <Col span={3}>类别</Col>
                  <Col span={3}>原件已核验</Col>
                  <Col span={6}>状态</Col>
                  <Col span={6}>文件</Col>
                  <Col span={1} />
                </Row>
                {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选事项没有规定材料，可自行添加" />}
                {fields.map((f) => {
                  const m = materials[f.name];
                  return (
                    <Row gutter={8} key={f.key} align="top" data-testid="material-row">
                      <Col span={5}>
                        <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true, message: '请填写材料名称' }]} style={{ marginBottom: 12 }}>
                          <Input maxLength={64} aria-label="材料名称" suffix={m?.required ? <Tag color="red" style={{ marginInlineEnd: 0 }}>必交</Tag> : undefined} />
                        </Form.Item>
                      </Col>
                      <Col span={3}>
                        <Form.Item name={[f.name, 'kind']} style={{ marginBottom: 12 }}>
                          <Input maxLength={32} aria-label="材料类别" />
                        </Form.Item>
                      </Col>
                      <Col span={3}>
                        <Form.Item name={[f.name, 'originalSeen']} valuePropName="checked" style={{ marginBottom: 12 }}>
                          <Switch checkedChildren="已核验" unCheckedChildren="未核验" aria-label={`${m?.name ?? ''}原件已核验`} />
                        </Form.Item>
                      </Col>
                      <Col span={6}>
                        <Form.Item name={[f.name, 'status']} style={{ marginBottom: 12 }}>
                          <Radio.Group
                            optionType="button"
                            size="small"
                            aria-label={`${m?.name ?? ''}状态`}
                            options={Object.entries(MATERIAL_STATUSES).map(([value, label]) => ({ value, label }))}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={6}>
                        <Form.Item name={[f.name, 'file']} style={{ marginBottom: 12 }}>
                          <MaterialFileField material={m?.name ?? ''} />
                        </Form.Item>
                      </Col>
                      <Col span={1}>
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除材料${m?.name ?? ''}`} onClick={() => remove(f.name)} />
                      </Col>
                    </Row>
                  );
                })}
                <Button type="dashed" icon={<PlusOutlined />} block onClick={() => add({ name: '', status: 'RECEIVED', originalSeen: false })}>
                  添加材料
                </Button>
              </>
            )}
          </Form.List>
        </div>

        <div style={pane(4)} data-testid="step-fees">
          <FeeListEditor emptyText="所选事项没有固定收费，可自行添加" />
          <Form.Item name="feeConfirmed" label="收费已确认" valuePropName="checked" style={{ marginTop: 16 }} extra="提交审批前须确认收费">
            <Switch checkedChildren="已确认" unCheckedChildren="未确认" aria-label="收费已确认" />
          </Form.Item>
        </div>

        <div style={pane(5)} data-testid="step-submit">
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'items', label: '公证事项', span: 2, children: itemNames.map((n) => <Tag key={n}>{n}</Tag>) },
              {
                key: 'parties',
                label: '当事人',
                span: 2,
                children: (
                  <Space wrap>
                    {parties.map((p, i) => (
                      <span key={i}>
                        <Tag color={p?.role === 'APPLICANT' ? 'blue' : 'default'}>{PARTY_ROLES[p?.role] ?? ''}</Tag>
                        {p?.mode === 'existing'
                          ? (labels.get(p.customerId ?? 0) ?? '—')
                          : `${(p?.customerType === 'INSTITUTION' ? p.institution?.name : p?.person?.name) ?? ''}（新增）`}
                      </span>
                    ))}
                  </Space>
                ),
              },
              { key: 'form', label: '受理表单', children: forms.length ? `已填写 ${forms.length} 份` : '无需填写' },
              { key: 'copies', label: '份数', children: form.getFieldValue('copies') ?? 1 },
              {
                key: 'materials',
                label: '材料',
                children: (
                  <span>
                    {materials.filter((m) => m?.status === 'RECEIVED').length} / {materials.length} 份已收取
                    {requiredMissing.length > 0 && <Typography.Text type="warning">（待补充：{requiredMissing.join('、')}）</Typography.Text>}
                  </span>
                ),
              },
              {
                key: 'fees',
                label: '收费',
                children: (
                  <span>
                    {fees.map((f) => feeTypeName(f?.feeType)).filter(Boolean).join('、') || '无'} 合计 {money(feeTotal)} {feeConfirmed ? <Tag color="green">已确认</Tag> : <Tag color="orange">未确认</Tag>}
                  </span>
                ),
              },
            ]}
          />
          {(requiredMissing.length > 0 || !feeConfirmed) && (
            <Alert type="warning" showIcon style={{ marginTop: 12 }} title="必交材料未全部收取或收费未确认时，可以先建立业务，但提交审批前须补齐。" />
          )}
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={12}>
              <Form.Item name="handlerId" label="承办公证员" rules={[{ required: true, message: '请选择承办公证员' }]}>
                <Select
                  aria-label="承办公证员"
                  placeholder="选择承办公证员"
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={notaries.isPending}
                  options={(notaries.data ?? []).map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="assistantId" label="助理">
                <Select
                  aria-label="助理"
                  placeholder="选择助理（可不选）"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={assistants.isPending}
                  options={(assistants.data ?? []).map((u) => ({ value: u.id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Alert type="info" showIcon style={{ marginTop: 4 }} data-testid="what-next" title="提交后" description={<WhatNext handlerName={handlerName} self={!!handlerId && handlerId === userId} mayAccept={mayAccept} />} />
        </div>
      </Form>
    </Modal>
  );
}
