import { DownOutlined } from '@ant-design/icons';
import type { CaseDetail } from '@notaria/contracts';
import { App, Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../components/access';
import { notify } from '../../../lib/notify';
import { useOpenLink } from '../../../lib/use-open-link';
import { useSession } from '../../../stores/session-store';
import { confirmFees, useCaseStep } from '../api/cases';
import { downloadMaterialPackage } from '../api/downloads';
import { FUNCTION_RULES, permittedFunctions, videoMeetingLink, type CaseFunction } from '../case-actions';
import { AppendFeesDialog } from './append-fees-dialog';
import { CaseDocumentsDrawer } from './case-documents-drawer';
import type { CaseTarget } from './case-target';
import { DownloadDialog } from './download-dialog';
import { EditPartiesDialog } from './edit-parties-dialog';
import { money } from './fee-editor';
import { SmsSettingDialog } from './sms-setting-dialog';
import { TransferApplyDialog } from './transfer-apply-dialog';

/** A list row, or a detail that also tells whether fees are confirmed and transfers pending. */
export type FunctionTarget = CaseTarget & Partial<Pick<CaseDetail, 'feeConfirmed' | 'fees' | 'feeTotalFen' | 'transfers'>>;

type Dialog = Extract<CaseFunction, 'litigantEdit' | 'smsSetting' | 'transferApply' | 'financeAppend' | 'download' | 'documentEdit' | 'documentExport'>;

/** 确认收费 and 材料打包 happen at once; the others open their dialog. */
export function useCaseFunctions(target: FunctionTarget, onDone?: (d: CaseDetail) => void) {
  const { can } = useAccess();
  const userId = useSession((s) => s.id ?? s.user?.id ?? null);
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const confirm = useCaseStep(confirmFees);
  const functions = permittedFunctions(target, can, userId);
  const openLink = useOpenLink();

  const run = (f: CaseFunction) => {
    if (f === 'feeConfirm') {
      modal.confirm({
        title: `确认收费 · ${target.businessNumber}`,
        content: `确认已按收费项目收取${target.feeTotalFen !== undefined ? `，合计 ${money(target.feeTotalFen)}` : ''}？确认后方可提交审批。`,
        okText: '确认收费',
        cancelText: '取消',
        onOk: async () => {
          try {
            const d = await confirm.mutateAsync(target.id);
            void notify.success(`收费已确认：${d.businessNumber}`);
            onDone?.(d);
          } catch {
            // Shown by the request layer.
          }
        },
      });
      return;
    }
    if (f === 'materialPackage') {
      const key = `package-${target.id}`;
      void message.open({ key, type: 'loading', content: '正在打包材料…', duration: 0 });
      downloadMaterialPackage(target.id, target.businessNumber)
        .then((name) => message.open({ key, type: 'success', content: `已下载 ${name}`, duration: 3 }))
        .catch(() => message.destroy(key));
      return;
    }
    if (f === 'videoMeeting') {
      // The 视频会议 page opens its create dialog for this case, with its parties to invite.
      if (!openLink(videoMeetingLink(target.id))) void message.warning('您没有“视频会议”页面的权限，请联系管理员');
      return;
    }
    setDialog(f);
  };

  const close = () => setDialog(null);
  const dialogs =
    dialog === 'litigantEdit' ? (
      <EditPartiesDialog target={target} onClose={close} onDone={onDone} />
    ) : dialog === 'smsSetting' ? (
      <SmsSettingDialog target={target} onClose={close} onDone={onDone} />
    ) : dialog === 'transferApply' ? (
      <TransferApplyDialog target={target} onClose={close} onDone={onDone} />
    ) : dialog === 'financeAppend' ? (
      <AppendFeesDialog target={target} onClose={close} onDone={onDone} />
    ) : dialog === 'download' ? (
      <DownloadDialog target={target} canPackage={functions.includes('materialPackage')} onClose={close} />
    ) : dialog === 'documentEdit' || dialog === 'documentExport' ? (
      <CaseDocumentsDrawer target={target} canCreate={functions.includes('documentEdit')} onClose={close} />
    ) : null;
  return { functions, run, dialogs };
}

/** 更多: the 受理 functions the user may use on the case now. */
export function CaseFunctionMenu({ target, size = 'small', onDone }: { target: FunctionTarget; size?: 'small' | 'middle'; onDone?(d: CaseDetail): void }) {
  const { functions, run, dialogs } = useCaseFunctions(target, onDone);
  if (functions.length === 0) return null;
  // 文书编辑 already shows the documents with their 导出 buttons.
  const shown = functions.includes('documentEdit') ? functions.filter((f) => f !== 'documentExport') : functions;
  const items: MenuProps['items'] = shown.map((f) => ({ key: f, label: FUNCTION_RULES[f].label, onClick: () => run(f) }));
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click', 'hover']}>
        <Button type={size === 'small' ? 'link' : 'default'} size={size}>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
      {dialogs}
    </>
  );
}
