import { CreateTenantBody, PASSWORD_RULE_TEXT, TENANT_STATUSES, type TenantRow } from '@notaria/contracts';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ACCOUNT_RULES, passwordRules } from '../../system-account/components/user-rules';
import { useCreateTenant, useUpdateTenant } from '../api/save-tenant';

interface Values {
  name: string;
  alias: string;
  contact?: string;
  phone?: string;
  status: 'ACTIVE' | 'DISABLED';
  admin?: { account: string; name: string; password: string; phone?: string };
}

const phonePattern = new RegExp(CreateTenantBody.properties.phone.pattern ?? '.*');
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
        tenant ? { name: tenant.name, alias: tenant.alias, contact: tenant.contact, phone: tenant.phone, status: tenant.status as Values['status'] } : { status: 'ACTIVE' }
      }
      onSave={save}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            name="name"
            label="机构名称"
            rules={[
              { required: true, whitespace: true, message: '请输入机构名称' },
              { max: 64, message: '机构名称不能超过 64 个字' },
            ]}
          >
            <Input placeholder="如：北京市长安公证处" maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item
            name="alias"
            label="机构简称"
            rules={[
              { required: true, whitespace: true, message: '请输入机构简称' },
              { max: 32, message: '机构简称不能超过 32 个字' },
            ]}
            extra="用于公证书编号，如 京长安"
          >
            <Input placeholder="如：京长安" maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="contact" label="联系人" rules={[{ max: 32, message: '联系人不能超过 32 个字' }]}>
            <Input placeholder="联系人" maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={9}>
          <Form.Item name="phone" label="联系电话" rules={[{ pattern: phonePattern, message: '联系电话格式不正确' }]}>
            <Input placeholder="如 010-65120000" maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="status" label="状态">
            <Select aria-label="机构状态" options={Object.entries(TENANT_STATUSES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Col>
      </Row>
      {!tenant && (
        <>
          <Divider titlePlacement="start" plain>
            首个管理员（拥有该机构全部权限）
          </Divider>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name={['admin', 'account']} label="管理员账号" rules={ACCOUNT_RULES} extra="全平台唯一">
                <Input placeholder="如 cajg_admin" maxLength={64} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name={['admin', 'name']}
                label="管理员姓名"
                rules={[
                  { required: true, whitespace: true, message: '请输入管理员姓名' },
                  { max: 32, message: '姓名不能超过 32 个字' },
                ]}
              >
                <Input placeholder="管理员姓名" maxLength={32} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name={['admin', 'password']}
                label="初始密码"
                rules={passwordRules(() => form.getFieldValue(['admin', 'account']) ?? '', '初始密码')}
                extra={`${PASSWORD_RULE_TEXT}；首次登录须修改`}
              >
                <Input.Password placeholder="初始密码" maxLength={64} autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name={['admin', 'phone']} label="管理员手机号" rules={[{ pattern: phonePattern, message: '手机号格式不正确' }]}>
                <Input placeholder="选填" maxLength={20} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </EditDialog>
  );
}
