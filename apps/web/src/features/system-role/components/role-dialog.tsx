import { CreateRoleBody, type RoleRow } from '@notaria/contracts';
import { Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useAuthorityTree } from '../api/get-authority-tree';
import { useCreateRole, useUpdateRole } from '../api/save-role';
import { heldFromPermissions, permissionsToSave } from '../authority-check';
import { AuthorityTree } from './authority-tree';

interface Values {
  name: string;
  code: string;
  description?: string;
}

const codePattern = new RegExp(CreateRoleBody.properties.code.pattern ?? '.*');

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
    const body: CreateRoleBody = { name: v.name.trim(), code: v.code.trim(), description: (v.description ?? '').trim(), permissions: permissionsToSave(tree.data ?? [], held) };
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
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="name"
            label="角色名称"
            rules={[
              { required: true, whitespace: true, message: '请输入角色名称' },
              { max: 32, message: '角色名称不能超过 32 个字' },
            ]}
          >
            <Input placeholder="如：公证员" maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label="角色编码"
            rules={[
              { required: true, whitespace: true, message: '请输入角色编码' },
              { min: 2, max: 32, message: '角色编码长度为 2–32 个字符' },
              { pattern: codePattern, message: '角色编码须以字母开头，只能包含字母、数字和下划线' },
            ]}
          >
            <Input placeholder="如 notary" maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述不能超过 200 个字' }]}>
        <Input.TextArea placeholder="这个角色负责什么" rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item label="权限" extra="勾选页面即授予查看该页面及其全部按钮；只勾选部分按钮时，页面显示为半选；取消某页的全部按钮后标注“仅查看”。">
        <AuthorityTree tree={tree.data} loading={tree.isLoading} held={held} onChange={setHeld} />
      </Form.Item>
    </EditDialog>
  );
}
