import { CreateTenantBody, PASSWORD_RULE_TEXT, TENANT_STATUSES, type TenantRow } from '@notaria/contracts';
import { Divider, Form, Select } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { NewPasswordField } from '../../../components/form/password-field';
import { useCreateTenant, useUpdateTenant } from '../api/save-tenant';

interface Values {
  name: string;
  alias: string;
  contact?: string;
  phone?: string;
  status: 'ACTIVE' | 'DISABLED';
  admin?: { account: string; name: string; password: string; phone?: string };
}

const S = CreateTenantBody;

const trim = (v: string | undefined) => (v ?? '').trim();

/** The create body from the form's values. */
export function toCreateTenantBody(v: Values): CreateTenantBody {
  return {
    name: trim(v.name),
    alias: trim(v.alias),
    contact: trim(v.contact),
    phone: trim(v.phone),
    status: v.status,
    admin: { account: trim(v.admin?.account), name: trim(v.admin?.name), password: v.admin?.password ?? '', phone: trim(v.admin?.phone) },
  };
}

/** 新建机构 (with its first administrator) / 编辑机构. `tenant` null creates one. */
export function TenantDialog({ open, tenant, onClose }: { open: boolean; tenant: TenantRow | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateTenant();
  const update = useUpdateTenant();

  const save = async (v: Values) => {
    if (tenant) {
      await update.mutateAsync({ id: tenant.id, name: trim(v.name), alias: trim(v.alias), contact: trim(v.contact), phone: trim(v.phone), status: v.status });
      return '机构已保存';
    }
    const body = toCreateTenantBody(v);
    await create.mutateAsync(body);
    return `机构已创建，管理员 ${body.admin.account} 首次登录须修改密码`;
  };

  return (
    <EditDialog<Values>
      title={tenant ? `编辑机构：${tenant.name}` : '新建机构'}
      open={open}
      width={640}
      form={form}
      name="tenant"
      initialValues={
        tenant
          ? { name: tenant.name, alias: tenant.alias, contact: tenant.contact, phone: tenant.phone, status: tenant.status as Values['status'] }
          : { status: 'ACTIVE' }
      }
      onSave={save}
      onClose={onClose}
    >
      <FieldRow spans={[14, 10]}>
        <TextField schema={S} name="name" label="机构名称" placeholder="如：北京市长安公证处" />
        <TextField schema={S} name="alias" label="机构简称" extra="用于公证书编号，如 京长安" placeholder="如：京长安" />
      </FieldRow>
      <FieldRow spans={[8, 9, 7]}>
        <TextField schema={S} name="contact" label="联系人" placeholder="联系人" />
        <TextField schema={S} name="phone" label="联系电话" placeholder="如 010-65120000" />
        <Form.Item name="status" label="状态">
          <Select aria-label="机构状态" options={Object.entries(TENANT_STATUSES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </FieldRow>
      {!tenant && (
        <>
          <Divider titlePlacement="start" plain>
            首个管理员（拥有该机构全部权限）
          </Divider>
          <FieldRow>
            <TextField
              schema={S}
              name={['admin', 'account']}
              label="管理员账号"
              extra="全平台唯一"
              placeholder="如 cajg_admin"
              input={{ autoComplete: 'off' }}
            />
            <TextField schema={S} name={['admin', 'name']} label="管理员姓名" placeholder="管理员姓名" />
          </FieldRow>
          <FieldRow>
            <NewPasswordField
              schema={S}
              name={['admin', 'password']}
              label="初始密码"
              account={() => form.getFieldValue(['admin', 'account']) ?? ''}
              extra={`${PASSWORD_RULE_TEXT}；首次登录须修改`}
              placeholder="初始密码"
            />
            <TextField schema={S} name={['admin', 'phone']} label="管理员手机号" placeholder="选填" />
          </FieldRow>
        </>
      )}
    </EditDialog>
  );
}
