import {
  AdditionalBody,
  CASE_ACTION_LABELS,
  CaseTransitionBody,
  SPECIAL_KINDS,
  type CaseAction,
  type CaseApprovalProgress,
  type CaseDetail,
} from '@notaria/contracts';
import { Alert, App, Button, Form, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { TextAreaField } from '../../../components/form/schema-fields';
import { rulesFrom } from '../../../lib/schema-rules';
import { useSession } from '../../../stores/session-store';
import { receiveAdditional, requestAdditional, useCaseStep, useTransition } from '../api/cases';
import { offeredActions, supplementaryAction } from '../case-actions';
import { VOLUME_TYPES } from '../../../components/case-status';
import { approvalStepText } from './approval-progress';
import { CaseFunctionMenu, type FunctionTarget } from './case-function-menu';
import { CaseStepDialog, type CaseDialogProps } from './case-step-dialog';
import { DeliveryDialog } from './delivery-dialog';

/** The transition body serves every action; these dialogs' fields are required by the action they are shown for. */
const NEEDED = { required: true };

interface DialogValues {
  opinion?: string;
  reason?: string;
  specialKind?: keyof typeof SPECIAL_KINDS;
  volumeType?: 'ORDINARY' | 'SECRET';
}

/** Actions asking for input first (送达 has its own dialog); the others ask for a confirmation. */
const DIALOG_ACTIONS: CaseAction[] = ['approve', 'reject', 'specialFlowLaunch', 'archive', 'approveSpecial', 'rejectSpecial', 'send'];

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
  closeSuspended: '确认将已终止的业务转入待归档？',
};

const DANGER: CaseAction[] = ['reject', 'specialFlowLaunch', 'rejectSpecial'];

/** A submission no item needs approving for is passed at once by the server (免审批); an approval step that is not the last passes the case on. */
const doneText = (action: CaseAction, label: string, detail: CaseDetail) =>
  action === 'submitReview' && detail.status === 'APPROVE_PASS'
    ? '免审批，审批通过'
    : action === 'approve' && detail.status === 'WAIT_APPROVE' && detail.approval
      ? `已同意，转“${detail.approval.stepName}”审批`
      : label;

/** An approval step before the last one: 同意 passes the case to the next step rather than approving it. */
const passesOn = (action: CaseAction, target: CaseDialogProps['target']) => action === 'approve' && !!target.approval && !target.approval.lastStep;

export function ActionDialog({ action, target, onClose, onDone }: CaseDialogProps & { action: CaseAction }) {
  const [form] = Form.useForm<DialogValues>();
  const transition = useTransition();
  const submit = async () => {
    const v = await form.validateFields();
    const detail = await transition.mutateAsync({
      action,
      body: {
        id: target.id,
        ...(v.opinion?.trim() ? { opinion: v.opinion.trim() } : {}),
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
        ...(v.specialKind ? { specialKind: v.specialKind } : {}),
        ...(action === 'archive' ? { volumeType: v.volumeType } : {}),
      },
    });
    const archived = action === 'archive' && detail.archiveNumber ? `，档案号 ${detail.archiveNumber}` : '';
    return { detail, message: `${doneText(action, DIALOG_TITLES[action] ?? CASE_ACTION_LABELS[action], detail)}：${detail.businessNumber}${archived}` };
  };
  const opinionRequired = action === 'reject';
  const onward = passesOn(action, target);
  return (
    <CaseStepDialog
      title={onward ? '审批同意' : (DIALOG_TITLES[action] ?? '')}
      businessNumber={target.businessNumber}
      okText={onward ? '同意' : action === 'approve' ? '审批通过' : '确定'}
      okButtonProps={{ danger: DANGER.includes(action), loading: transition.isPending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Form<DialogValues> form={form} layout="vertical" name={`case-${action}`} initialValues={{ volumeType: 'ORDINARY', specialKind: 'TERMINATE' }}>
        {(action === 'approve' || action === 'reject') && target.approval && <StepAlert action={action} approval={target.approval} />}
        {action === 'specialFlowLaunch' && (
          <>
            <Form.Item name="specialKind" label="类型" rules={rulesFrom(CaseTransitionBody, 'specialKind', NEEDED)}>
              <Radio.Group options={Object.entries(SPECIAL_KINDS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <TextAreaField
              schema={CaseTransitionBody}
              name="reason"
              label="原因"
              needed={NEEDED}
              rows={4}
              showCount
              placeholder="说明终止、不予办理或撤回的原因，审批人将据此审批"
            />
          </>
        )}
        {action === 'archive' && (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="归档后生成案卷：档案号按编号规则自动分配，保管期限按公证事项类别的规则计算，卷内文件的哈希固定并加盖时间戳。"
            />
            <Form.Item
              name="volumeType"
              label="卷别"
              extra="遗嘱及涉及国家秘密的案卷为密卷，下载须经审批"
              rules={rulesFrom(CaseTransitionBody, 'volumeType', NEEDED)}
            >
              <Radio.Group options={Object.entries(VOLUME_TYPES).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </>
        )}
        {['approve', 'reject', 'approveSpecial', 'rejectSpecial'].includes(action) && (
          <TextAreaField
            schema={CaseTransitionBody}
            name="opinion"
            label="审批意见"
            // Only a rejection needs an opinion, which the one transition body cannot say.
            rules={opinionRequired ? [{ required: true, whitespace: true, message: '驳回须填写审批意见' }] : []}
            rows={4}
            showCount
            placeholder={opinionRequired ? '请写明驳回原因及需补正的内容' : '选填'}
          />
        )}
      </Form>
    </CaseStepDialog>
  );
}

/** Which step of the office's approval flow is being decided, and what the decision leads to. */
function StepAlert({ action, approval: a }: { action: CaseAction; approval: CaseApprovalProgress }) {
  const next = a.steps[a.currentStep + 1]?.name;
  const outcome =
    action === 'reject'
      ? '驳回后退回承办公证员。'
      : next
        ? `同意后转“${next}”审批，公证书编号在最后一步通过时生成。`
        : '这是最后一步：通过后业务审批通过，生成公证书编号。';
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`${a.flowName} ${approvalStepText(a)}。${outcome}`} />;
}

/** 补充材料: why, and which materials (added to the case as 待补充); the clock pauses until they arrive. */
export function AdditionalDialog({ target, onClose, onDone }: CaseDialogProps) {
  const [form] = Form.useForm<{ reason?: string; materials?: string[] }>();
  const step = useCaseStep(requestAdditional);
  const submit = async () => {
    const v = await form.validateFields();
    const detail = await step.mutateAsync({ id: target.id, reason: v.reason!.trim(), materials: (v.materials ?? []).map((m) => m.trim()).filter(Boolean) });
    return { detail, message: `已要求补充材料，办理期限暂停计算：${detail.businessNumber}` };
  };
  return (
    <CaseStepDialog
      title="补充材料"
      businessNumber={target.businessNumber}
      okText="确定"
      okButtonProps={{ loading: step.isPending }}
      onOk={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <Form form={form} layout="vertical" name="case-additional">
        <TextAreaField schema={AdditionalBody} name="reason" label="补充原因" rows={3} showCount placeholder="告知当事人需补充的内容；收到前办理期限暂停计算" />
        <Form.Item name="materials" label="需补充的材料" extra="输入材料名称后回车，可填多项；登记为待补充材料">
          <Select mode="tags" tokenSeparators={[',', '，', '、']} aria-label="需补充的材料" placeholder="如：出生医学证明原件" notFoundContent={null} />
        </Form.Item>
      </Form>
    </CaseStepDialog>
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
      {dialog === 'send' && <DeliveryDialog target={target} onClose={() => setDialog(null)} onDone={onDone} />}
      {dialog && dialog !== 'additional' && dialog !== 'send' && (
        <ActionDialog action={dialog} target={target} onClose={() => setDialog(null)} onDone={onDone} />
      )}
    </Space>
  );
}
