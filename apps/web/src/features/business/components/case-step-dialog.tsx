import type { CaseDetail } from '@notaria/contracts';
import { Modal, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { notify } from '../../../lib/notify';
import type { CaseTarget } from './case-target';

/** What a dialog working on one case is given. */
export interface CaseDialogProps {
  target: CaseTarget;
  onClose(): void;
  onDone?(d: CaseDetail): void;
}

/** A step that has run: the case as it is now and what to tell the user. */
export interface StepDone {
  detail: CaseDetail;
  message: string;
}

interface CaseStepDialogProps {
  /** Shown before the case's business number. */
  title: string;
  businessNumber: string;
  width?: number;
  okText: string;
  okButtonProps?: ButtonProps;
  /**
   * Validates and runs the step; answers nothing when it cannot run yet. A refusal throws (the fields or the
   * request layer have shown why) and the dialog keeps what was typed.
   */
  onOk(): Promise<StepDone | undefined>;
  onClose(): void;
  onDone?(d: CaseDetail): void;
  children: ReactNode;
}

/** A dialog that runs one step on a case, then says so, hands the case on and closes. The mask does not close it. */
export function CaseStepDialog({ title, businessNumber, width, okText, okButtonProps, onOk, onClose, onDone, children }: CaseStepDialogProps) {
  const ok = async () => {
    const done = await onOk();
    if (!done) return;
    void notify.success(done.message);
    onDone?.(done.detail);
    onClose();
  };
  return (
    <Modal
      open
      title={`${title} · ${businessNumber}`}
      width={width}
      okText={okText}
      cancelText="取消"
      okButtonProps={okButtonProps}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {children}
    </Modal>
  );
}
