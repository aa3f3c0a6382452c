import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { Access } from '../access';

/**
 * The 操作 cell of a list row: link buttons without gaps. Each action is gated by a function of the
 * page (`fn`, through <Access>); `fn={false}` shows it to everyone who sees the row.
 */
export function RowActions({ children, wrap }: { children: ReactNode; wrap?: boolean }) {
  return (
    <Space size={0} wrap={wrap}>
      {children}
    </Space>
  );
}

function Gate({ fn, children }: { fn: string | false; children: ReactNode }) {
  return fn === false ? <>{children}</> : <Access fn={fn}>{children}</Access>;
}

export interface LinkActionProps {
  /** The page function that grants the action; `false` for none. */
  fn?: string | false;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Why the action cannot be taken on this row: the button is disabled with this as its tooltip. */
  disabledReason?: string;
  onClick?(): void;
  children: ReactNode;
}

/** A link button in a row, e.g. 台账, 重置密码, 新增下级. */
export function LinkAction({ fn = false, icon, danger, disabled, disabledReason, onClick, children }: LinkActionProps) {
  const button = (
    <Button type="link" size="small" danger={danger} disabled={disabled || !!disabledReason} icon={icon} onClick={onClick}>
      {children}
    </Button>
  );
  return <Gate fn={fn}>{disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button}</Gate>;
}

/** 编辑 (function `update` unless told otherwise); `icon` shows the pen. */
export function EditAction({
  fn = 'update',
  icon,
  onClick,
  children = '编辑',
}: {
  fn?: string | false;
  icon?: boolean;
  onClick(): void;
  children?: ReactNode;
}) {
  return (
    <LinkAction fn={fn} icon={icon ? <EditOutlined /> : undefined} onClick={onClick}>
      {children}
    </LinkAction>
  );
}

export interface DeleteActionProps {
  /** The page function that grants deleting (`delete` unless told otherwise); `false` for none. */
  fn?: string | false;
  /** The confirmation's question, e.g. 删除角色「审批员」？ */
  title: ReactNode;
  description?: ReactNode;
  /** Deletes; a refusal has been shown by the request layer, so it is not shown again. */
  onConfirm(): Promise<unknown>;
  /** Said when the deletion succeeded. */
  success: string | ((result: unknown) => string);
  /** Why the row cannot be deleted: the button is disabled with this as its tooltip. */
  disabledReason?: string;
  icon?: boolean;
  /** A plain button (in a card's toolbar) instead of a link in a row. */
  plain?: boolean;
  children?: ReactNode;
}

/** 删除 behind a confirmation: danger OK that spins while the deletion runs, then a success message. */
export function DeleteAction({
  fn = 'delete',
  title,
  description = '删除后不可恢复。',
  onConfirm,
  success,
  disabledReason,
  icon,
  plain,
  children = '删除',
}: DeleteActionProps) {
  const [pending, setPending] = useState(false);
  const button = (disabled?: boolean) => (
    <Button type={plain ? 'default' : 'link'} size={plain ? undefined : 'small'} danger disabled={disabled} icon={icon ? <DeleteOutlined /> : undefined}>
      {children}
    </Button>
  );
  const confirm = async () => {
    setPending(true);
    try {
      const result = await onConfirm();
      void notify.success(typeof success === 'function' ? success(result) : success);
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setPending(false);
    }
  };
  return (
    <Gate fn={fn}>
      {disabledReason ? (
        <Tooltip title={disabledReason}>{button(true)}</Tooltip>
      ) : (
        <Popconfirm
          title={title}
          description={description}
          okText="删除"
          okButtonProps={{ danger: true, loading: pending }}
          cancelText="取消"
          onConfirm={confirm}
        >
          {button()}
        </Popconfirm>
      )}
    </Gate>
  );
}
