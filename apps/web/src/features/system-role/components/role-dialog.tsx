import { CreateRoleBody, type RoleRow } from '@notaria/contracts';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { useAuthorityTree } from '../api/get-authority-tree';
import { useCreateRole, useUpdateRole } from '../api/save-role';
import { heldFromPermissions, permissionsToSave } from '../authority-check';
import { AuthorityTree } from './authority-tree';

interface Values {
  name: string;
  code: string;
  description?: string;
}

/** 新增角色 / 编辑角色 with the authority tree. `role` null creates one. */
export function RoleDialog({ open, role, onClose }: { open: boolean; role: RoleRow | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const tree = useAuthorityTree(open);
  const create = useCreateRole();
  const update = useUpdateRole();
  const [held, setHeld] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (open) setHeld(heldFromPermissions(tree.data ?? [], role?.permissions ?? []));
  }, [open, role, tree.data]);

  const save = async (v: Values) => {
    const body: CreateRoleBody = {
      name: v.name.trim(),
      code: v.code.trim(),
      description: (v.description ?? '').trim(),
      permissions: permissionsToSave(tree.data ?? [], held),
    };
    if (role) await update.mutateAsync({ id: role.id, ...body });
    else await create.mutateAsync(body);
    return role ? '角色已保存，该角色的用户下次操作时即按新权限生效' : '角色已创建';
  };

  return (
    <EditDialog<Values>
      title={role ? `编辑角色：${role.name}` : '新增角色'}
      open={open}
      width={720}
      form={form}
      name="role"
      initialValues={role ? { name: role.name, code: role.code, description: role.description } : undefined}
      onSave={save}
      onClose={onClose}
    >
      <FieldRow>
        <TextField schema={CreateRoleBody} name="name" label="角色名称" placeholder="如：公证员" />
        <TextField schema={CreateRoleBody} name="code" label="角色编码" placeholder="如 notary" />
      </FieldRow>
      <TextAreaField schema={CreateRoleBody} name="description" label="描述" placeholder="这个角色负责什么" showCount />
      <Form.Item label="权限" extra="勾选页面即授予查看该页面及其全部按钮；只勾选部分按钮时，页面显示为半选；取消某页的全部按钮后标注“仅查看”。">
        <AuthorityTree tree={tree.data} loading={tree.isLoading} held={held} onChange={setHeld} />
      </Form.Item>
    </EditDialog>
  );
}
