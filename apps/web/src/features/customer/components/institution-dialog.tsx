import type { InstitutionCustomerInput, InstitutionCustomerRow } from '@notaria/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useSaveInstitution } from '../api/save-institution';
import { creditCodeRule, ID_TYPE_OPTIONS, idNumberRule, phoneRule, trimAll } from '../labels';

type Values = Required<Omit<InstitutionCustomerInput, 'legalRepIdType'>> & { legalRepIdType?: InstitutionCustomerInput['legalRepIdType'] };

const LICENCE_TYPES = ['营业执照', '事业单位法人证书', '社会团体法人登记证书', '民办非企业单位登记证书', '其他'].map((v) => ({ value: v, label: v }));

const initial = (row: InstitutionCustomerRow | null): Partial<Values> =>
  row
    ? {
        name: row.name, creditCode: row.creditCode, licenceType: row.licenceType, legalRepName: row.legalRepName,
        legalRepIdType: (row.legalRepIdType || undefined) as Values['legalRepIdType'], legalRepIdNumber: row.legalRepIdNumber,
        address: row.address, contactName: row.contactName, contactPhone: row.contactPhone, remark: row.remark,
      }
    : { licenceType: '营业执照', legalRepIdType: 'ID_CARD' };

/** 新增/编辑机构客户. The credit code and a resident ID of the legal representative are checked here first. */
export function InstitutionDialog({ row, onClose }: { row: InstitutionCustomerRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveInstitution();

  const submit = async (values: Values) => {
    const v = trimAll(values);
    const body: InstitutionCustomerInput = {
      name: v.name, creditCode: v.creditCode.toUpperCase(), licenceType: v.licenceType || '营业执照', legalRepName: v.legalRepName ?? '',
      legalRepIdNumber: v.legalRepIdType === 'ID_CARD' ? (v.legalRepIdNumber ?? '').toUpperCase() : (v.legalRepIdNumber ?? ''),
      address: v.address ?? '', contactName: v.contactName ?? '', contactPhone: v.contactPhone ?? '', remark: v.remark ?? '',
      ...(v.legalRepIdType ? { legalRepIdType: v.legalRepIdType } : {}),
    };
    await save.mutateAsync(row ? { id: row.id, ...body } : body);
    return row ? '机构客户已保存' : '机构客户已添加';
  };

  return (
    <EditDialog<Values> title={row ? `编辑机构客户：${row.name}` : '新增机构客户'} width={760} form={form} name="institutionCustomer" initialValues={initial(row)} onSave={submit} onClose={onClose}>
      <Form.Item name="name" label="机构名称" rules={[{ required: true, whitespace: true, message: '请输入机构名称' }, { max: 128, message: '机构名称不能超过 128 个字' }]}>
        <Input placeholder="与营业执照一致" maxLength={128} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            validateFirst
            rules={[{ required: true, whitespace: true, message: '请输入统一社会信用代码' }, creditCodeRule]}
          >
            <Input placeholder="18 位，如 91110000600037341L" maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="licenceType" label="证照类型">
            <Select options={LICENCE_TYPES} placeholder="请选择证照类型" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="legalRepName" label="法定代表人" rules={[{ max: 64, message: '法定代表人不能超过 64 个字' }]}>
            <Input maxLength={64} placeholder="姓名" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="legalRepIdType" label="法定代表人证件类型">
            <Select options={ID_TYPE_OPTIONS} allowClear placeholder="请选择" />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item
            name="legalRepIdNumber"
            label="法定代表人证件号码"
            dependencies={['legalRepIdType']}
            rules={[idNumberRule(() => form.getFieldValue('legalRepIdType') as string | undefined, '法定代表人证件号码')]}
          >
            <Input maxLength={32} placeholder="居民身份证按校验位核对" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label="地址" rules={[{ max: 200, message: '地址不能超过 200 个字' }]}>
        <Input maxLength={200} placeholder="住所或主要经营场所" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="contactName" label="联系人" rules={[{ max: 64, message: '联系人不能超过 64 个字' }]}>
            <Input maxLength={64} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="contactPhone" label="联系电话" rules={[phoneRule]}>
            <Input maxLength={32} placeholder="手机号或固定电话" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过 200 个字' }]} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={2} maxLength={200} placeholder="选填" />
      </Form.Item>
    </EditDialog>
  );
}
