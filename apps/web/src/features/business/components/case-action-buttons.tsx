import { CASE_ACTION_LABELS, SPECIAL_KINDS, type CaseAction, type CaseDetail } from '@notaria/contracts';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../stores/session-store';
import { receiveAdditional, requestAdditional, useCaseStep, useTransition } from '../api/cases';
import { offeredActions, supplementaryAction } from '../case-actions';
import { VOLUME_TYPES } from '../status';
import { CaseFunctionMenu, type FunctionTarget } from './case-function-menu';
import type { CaseTarget } from './case-target';

type CaseLike = CaseTarget;

interface DialogValues {
  opinion?: string;
  reason?: string;
  specialKind?: keyof typeof SPECIAL_KINDS;
  archiveNumber?: string;
  volumeType?: 'ORDINARY' | 'SECRET';
  retentionYears?: number;
}

/** Actions asking for input first; the others ask for a confirmation. */
const DIALOG_ACTIONS: CaseAction[] = ['approve', 'reject', 'specialFlowLaunch', 'archive', 'approveSpecial', 'rejectSpecial'];

const DIALOG_TITLES: Partial<Record<CaseAction, string>> = {
  approve: '审批通过',
  reject: '审批驳回',
  specialFlowLaunch: '发起特殊流程',
  archive: '归档',
  approveSpecial: '批准特殊流程',
  rejectSpecial: '不批准特殊流程',
};

const CONFIRM_TEXT: Partial<Record<CaseAction, string>> = {
  accept: '确认受理该业务？受理后开始计算办理期限。',
  submitReview: '提交审批前请确认所需材料已收取、收费已确认。',
  issue: '确认出具公证书？',
  send: '确认公证书已送达当事人？送达后业务转入待归档。',
  closeSuspended: '确认将已终止的业务转入待归档？',
};

const DANGER: CaseAction[] = ['reject', 'specialFlowLaunch', 'rejectSpecial'];

/** A submission no item needs approving for is passed at once by the server (免审批). */
const doneText = (action: CaseAction, label: string, detail: CaseDetail) =>
  action === 'submitReview' && detail.status === 'APPROVE_PASS' ? '免审批，审批通过' : label;

export function ActionDialog({ action, target, onClose, onDone }: { action: CaseAction; target: CaseLike; onClose(): void; onDone?(d: CaseDetail): void }) {
  const [form] = Form.useForm<DialogValues>();
  const transition = useTransition();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const detail = await transition.mutateAsync({
        action,
        body: {
          id: target.id,
          ...(v.opinion?.trim() ? { opinion: v.opinion.trim() } : {}),
          ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
          ...(v.specialKind ? { specialKind: v.specialKind } : {}),
          ...(action === 'archive' ? { archiveNumber: v.archiveNumber!.trim(), volumeType: v.volumeType, retentionYears: v.retentionYears } : {}),
        },
      });
      void notify.success(`${doneText(action, DIALOG_TITLES[action] ?? CASE_ACTION_LABELS[action], detail)}：${detail.businessNumber}`);
      onDone?.(detail);
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog keeps what was typed.
    }
  };
  const opinionRequired = action === 'reject';
  return (
    <Modal
      open
      title={`${DIALOG_TITLES[action]} · ${target.businessNumber}`}
      okText={action === 'approve' ? '审批通过' : '确定'}
      cancelText="取消"
      okButtonProps={{ danger: DANGER.includes(action), loading: transition.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<DialogValues> form={form} layout="vertical" name={`case-${action}`} initialValues={{ volumeType: 'ORDINARY', retentionYears: 0, specialKind: 'TERMINATE' }}>
        {action === 'specialFlowLaunch' && (
          <>
            <Form.Item name="specialKind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
              <Radio.Group options={Object.entries(SPECIAL_KINDS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
              <Input.TextArea rows={4} maxLength={500} showCount placeholder="说明终止、不予办理或撤回的原因，审批人将据此审批" />
            </Form.Item>
          </>
        )}
        {action === 'archive' && (
          <>
            <Form.Item name="archiveNumber" label="档案号" rules={[{ required: true, whitespace: true, message: '请填写档案号' }]}>
              <Input maxLength={64} placeholder="如 2026-民-0001" />
            </Form.Item>
            <Form.Item name="volumeType" label="卷别" rules={[{ required: true, message: '请选择卷别' }]}>
              <Radio.Group options={Object.entries(VOLUME_TYPES).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="retentionYears" label="保管期限（年）" extra="0 表示永久保管" rules={[{ required: true, message: '请填写保管期限' }]}>
              <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} suffix="年" />
            </Form.Item>
          </>
        )}
        {['approve', 'reject', 'approveSpecial', 'rejectSpecial'].includes(action) && (
          <Form.Item
            name="opinion"
            label="审批意见"
            rules={opinionRequired ? [{ required: true, whitespace: true, message: '驳回须填写审批意见' }] : []}
          >
            <Input.TextArea rows={4} maxLength={500} showCount placeholder={opinionRequired ? '请写明驳回原因及需补正的内容' : '选填'} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 补充材料: why, and which materials (added to the case as 待补充); the clock pauses until they arrive. */
export function AdditionalDialog({ target, onClose, onDone }: { target: CaseLike; onClose(): void; onDone?(d: CaseDetail): void }) {
  const [form] = Form.useForm<{ reason?: string; materials?: string[] }>();
  const step = useCaseStep(requestAdditional);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const detail = await step.mutateAsync({ id: target.id, reason: v.reason!.trim(), materials: (v.materials ?? []).map((m) => m.trim()).filter(Boolean) });
      void notify.success(`已要求补充材料，办理期限暂停计算：${detail.businessNumber}`);
      onDone?.(detail);
      onClose();
    } catch {
      // Shown by the request layer; the dialog keeps what was typed.
    }
  };
  return (
    <Modal
      open
      title={`补充材料 · ${target.businessNumber}`}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: step.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name="case-additional">
        <Form.Item name="reason" label="补充原因" rules={[{ required: true, whitespace: true, message: '请填写补充原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="告知当事人需补充的内容；收到前办理期限暂停计算" />
        </Form.Item>
        <Form.Item name="materials" label="需补充的材料" extra="输入材料名称后回车，可填多项；登记为待补充材料">
          <Select mode="tags" tokenSeparators={[',', '，', '、']} aria-label="需补充的材料" placeholder="如：出生医学证明原件" notFoundContent={null} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The buttons of the actions the user may take on a case now (the case's `abilities`, from the server),
 * limited to `offered`; `more` adds 补充材料 and the 更多 menu of the other 受理 functions.
 */
export function CaseActionButtons({
  target,
  offered,
  more = false,
  size = 'small',
  onDone,
}: {
  target: FunctionTarget;
  offered?: readonly CaseAction[];
  more?: boolean;
  size?: 'small' | 'middle';
  onDone?(d: CaseDetail): void;
}) {
  const routes = useSession((s) => s.routes);
  const { modal } = App.useApp();
  const transition = useTransition();
  const [dialog, setDialog] = useState<CaseAction | 'additional' | null>(null);
  const actions = offeredActions(target, offered);
  const supplementary = more ? supplementaryAction(target, routes) : null;
  const received = useCaseStep(receiveAdditional);

  const receive = () =>
    modal.confirm({
      title: `补充材料已收到 · ${target.businessNumber}`,
      content: '登记收到后，所要求的材料记为已收取，办理期限恢复计算。',
      okText: '已收到',
      cancelText: '取消',
      onOk: async () => {
        try {
          const detail = await received.mutateAsync(target.id);
          void notify.success(`补充材料已收到：${detail.businessNumber}`);
          onDone?.(detail);
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const run = (action: CaseAction) => {
    if (DIALOG_ACTIONS.includes(action)) return setDialog(action);
    modal.confirm({
      title: `${CASE_ACTION_LABELS[action]} · ${target.businessNumber}`,
      content: CONFIRM_TEXT[action],
      okText: CASE_ACTION_LABELS[action],
      cancelText: '取消',
      onOk: async () => {
        try {
          const detail = await transition.mutateAsync({ action, body: { id: target.id } });
          void notify.success(`${doneText(action, CASE_ACTION_LABELS[action], detail)}：${detail.businessNumber}`);
          onDone?.(detail);
        } catch {
          // Shown by the request layer.
        }
      },
    });
  };

  return (
    <Space size={size === 'small' ? 0 : 8} wrap>
      {actions.map((a) => (
        <Button
          key={a}
          type={size === 'small' ? 'link' : DANGER.includes(a) ? 'default' : 'primary'}
          danger={DANGER.includes(a)}
          size={size}
          onClick={() => run(a)}
        >
          {CASE_ACTION_LABELS[a]}
        </Button>
      ))}
      {supplementary === 'request' && (
        <Button type={size === 'small' ? 'link' : 'default'} size={size} onClick={() => setDialog('additional')}>
          补充材料
        </Button>
      )}
      {supplementary === 'receive' && (
        <Button type={size === 'small' ? 'link' : 'default'} size={size} onClick={receive}>
          补充材料已收到
        </Button>
      )}
      {more && <CaseFunctionMenu target={target} size={size} onDone={onDone} />}
      {dialog === 'additional' && <AdditionalDialog target={target} onClose={() => setDialog(null)} onDone={onDone} />}
      {dialog && dialog !== 'additional' && <ActionDialog action={dialog} target={target} onClose={() => setDialog(null)} onDone={onDone} />}
    </Space>
  );
}

