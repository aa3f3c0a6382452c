import { CreateUserBody, PASSWORD_RULE_TEXT, PLATFORM_TENANT_ID, type UpdateUserBody, type UserRow } from '@notaria/contracts';
import { Alert, Form, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { currentTid } from '../../../lib/navigation';
import { rulesFrom } from '../../../lib/schema-rules';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { SwitchField } from '../../../components/form/simple-fields';
import { toDeptTreeOptions, useDeptSelect } from '../../../lib/dept-select';
import { useRoleSelect } from '../../../lib/role-select';
import { useTenantSelect } from '../../../lib/tenant-select';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import { NewPasswordField } from '../../../components/form/password-field';

interface Values {
  account: string;
  name: string;
  password?: string;
  phone?: string;
  idCard?: string;
  deptId?: number | null;
  roleIds: number[];
  notaryCertNo?: string;
  activated: boolean;
  tenantId?: number;
}

export interface UserDialogProps {
  open: boolean;
  /** The user being edited; absent to create one. */
  user?: UserRow | null;
  /** The super administrator may create the account in another organisation. */
  superAdmin: boolean;
  onClose(): void;
}

const S = CreateUserBody;

const trim = (v: string | undefined) => (v ?? '').trim();

/** 新增账号 / 编辑账号. The dialog stays open with everything typed when the server refuses. */
export function UserDialog({ open, user, superAdmin, onClose }: UserDialogProps) {
  const [form] = Form.useForm<Values>();
  const editing = !!user;
  const create = useCreateUser();
  const update = useUpdateUser();
  const depts = useDeptSelect(open);
  const roles = useRoleSelect(open);
  const tenants = useTenantSelect(open && superAdmin && !editing);
  const viewedTenant = Number(currentTid() ?? PLATFORM_TENANT_ID);
  const chosenTenant = Form.useWatch('tenantId', form);
  const otherTenant = superAdmin && !editing && chosenTenant !== undefined && chosenTenant !== viewedTenant;
  const deptTree = useMemo(() => toDeptTreeOptions(depts.data ?? []), [depts.data]);

  const initialValues: Partial<Values> = user
    ? {
        account: user.account,
        name: user.name,
        phone: user.phone,
        idCard: user.idCard,
        deptId: user.deptId,
        roleIds: user.roleIds,
        notaryCertNo: user.notaryCertNo,
        activated: user.activated,
      }
    : { activated: true, roleIds: [], tenantId: superAdmin ? viewedTenant : undefined };

  const submit = async (v: Values) => {
    const common = {
      account: trim(v.account),
      name: trim(v.name),
      phone: trim(v.phone),
      idCard: trim(v.idCard).toUpperCase(),
      deptId: v.deptId ?? null,
      roleIds: v.roleIds,
      notaryCertNo: trim(v.notaryCertNo),
    };
    if (user) {
      const body: UpdateUserBody = { id: user.id, ...common };
      await update.mutateAsync(body);
      return '账号已保存';
    } else {
      const body: CreateUserBody = { ...common, password: v.password ?? '', activated: v.activated };
      if (superAdmin && v.tenantId) body.tenantId = v.tenantId;
      await create.mutateAsync(body);
      return '账号已创建，该用户首次登录须修改密码';
    }
  };

  return (
    <EditDialog<Values>
      title={editing ? `编辑账号：${user.name}` : '新增账号'}
      open={open}
      width={680}
      form={form}
      name="user"
      initialValues={initialValues}
      onSave={submit}
      onClose={onClose}
    >
      {superAdmin && !editing && (
        <Form.Item name="tenantId" label="所属机构" rules={[{ required: true, message: '请选择所属机构' }]}>
          <Select
            aria-label="所属机构"
            loading={tenants.isLoading}
            options={(tenants.data ?? []).map((t) => ({ value: t.id, label: t.alias ? `${t.name}（${t.alias}）` : t.name }))}
            onChange={() => form.setFieldsValue({ roleIds: [], deptId: null })}
          />
        </Form.Item>
      )}
      {otherTenant && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="角色和部门列表来自当前查看的机构。要在其他机构新建账号，请先通过顶部的「切换机构」进入该机构，再新增账号。"
        />
      )}
      <FieldRow>
        <TextField
          schema={S}
          name="account"
          label="账号"
          extra={editing ? undefined : '登录用，全平台唯一'}
          placeholder="如 zhangsan"
          input={{ autoComplete: 'off' }}
        />
        <TextField schema={S} name="name" label="姓名" placeholder="请输入姓名" />
      </FieldRow>
      {!editing && (
        <NewPasswordField
          schema={S}
          name="password"
          label="初始密码"
          account={() => form.getFieldValue('account') ?? ''}
          extra={`${PASSWORD_RULE_TEXT}；用户首次登录须修改`}
          placeholder="请输入初始密码"
        />
      )}
      <FieldRow>
        <TextField schema={S} name="phone" label="手机号" placeholder="如 13800138000" />
        <TextField schema={S} name="idCard" label="身份证号" placeholder="15 位或 18 位" />
      </FieldRow>
      <FieldRow>
        <Form.Item name="deptId" label="部门">
          <TreeSelect
            aria-label="部门"
            placeholder="选择部门"
            allowClear
            disabled={otherTenant}
            loading={depts.isLoading}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeData={deptTree}
            notFoundContent="暂无部门，请先在部门管理中新建"
          />
        </Form.Item>
        <Form.Item name="roleIds" label="角色" rules={rulesFrom(S, 'roleIds')}>
          <Select
            mode="multiple"
            aria-label="角色"
            placeholder="选择角色"
            disabled={otherTenant}
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            notFoundContent="暂无角色，请先在角色管理中新建"
          />
        </Form.Item>
      </FieldRow>
      <FieldRow spans={[12, 12]}>
        <TextField schema={S} name="notaryCertNo" label="公证员执业证号" extra="公证员填写，其他人员可不填" placeholder="执业证号" />
        {!editing && <SwitchField name="activated" label="启用" />}
      </FieldRow>
    </EditDialog>
  );
}
