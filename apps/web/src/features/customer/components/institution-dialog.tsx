import { InstitutionCustomerInput, type InstitutionCustomerRow } from '@notaria/contracts';
import { Form, Select } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { useSaveInstitution } from '../api/save-institution';
import { creditCodeRule, ID_TYPE_OPTIONS, idNumberRule, phoneRule, trimAll } from '../labels';

const S = InstitutionCustomerInput;

type Values = Required<Omit<InstitutionCustomerInput, 'legalRepIdType'>> & { legalRepIdType?: InstitutionCustomerInput['legalRepIdType'] };

const LICENCE_TYPES = ['营业执照', '事业单位法人证书', '社会团体法人登记证书', '民办非企业单位登记证书', '其他'].map((v) => ({ value: v, label: v }));

const initial = (row: InstitutionCustomerRow | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        creditCode: row.creditCode,
        licenceType: row.licenceType,
        legalRepName: row.legalRepName,
        legalRepIdType: (row.legalRepIdType || undefined) as Values['legalRepIdType'],
        legalRepIdNumber: row.legalRepIdNumber,
        address: row.address,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        remark: row.remark,
      }
    : { licenceType: '营业执照', legalRepIdType: 'ID_CARD' };

/** 新增/编辑机构客户. The credit code and a resident ID of the legal representative are checked here first. */
export function InstitutionDialog({ row, onClose }: { row: InstitutionCustomerRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveInstitution();

  const submit = async (values: Values) => {
    const v = trimAll(values);
    const body: InstitutionCustomerInput = {
      name: v.name,
      creditCode: v.creditCode.toUpperCase(),
      licenceType: v.licenceType || '营业执照',
      legalRepName: v.legalRepName ?? '',
      legalRepIdNumber: v.legalRepIdType === 'ID_CARD' ? (v.legalRepIdNumber ?? '').toUpperCase() : (v.legalRepIdNumber ?? ''),
      address: v.address ?? '',
      contactName: v.contactName ?? '',
      contactPhone: v.contactPhone ?? '',
      remark: v.remark ?? '',
      ...(v.legalRepIdType ? { legalRepIdType: v.legalRepIdType } : {}),
    };
    await save.mutateAsync(row ? { id: row.id, ...body } : body);
    return row ? '机构客户已保存' : '机构客户已添加';
  };

  return (
    <EditDialog<Values>
      title={row ? `编辑机构客户：${row.name}` : '新增机构客户'}
      width={760}
      form={form}
      name="institutionCustomer"
      initialValues={initial(row)}
      onSave={submit}
      onClose={onClose}
    >
      <TextField schema={S} name="name" label="机构名称" placeholder="与营业执照一致" />
      <FieldRow spans={[14, 10]}>
        <TextField schema={S} name="creditCode" label="统一社会信用代码" validateFirst rules={[creditCodeRule]} placeholder="18 位，如 91110000600037341L" />
        <Form.Item name="licenceType" label="证照类型">
          <Select options={LICENCE_TYPES} placeholder="请选择证照类型" />
        </Form.Item>
      </FieldRow>
      <FieldRow spans={[6, 8, 10]}>
        <TextField schema={S} name="legalRepName" label="法定代表人" placeholder="姓名" />
        <Form.Item name="legalRepIdType" label="法定代表人证件类型">
          <Select options={ID_TYPE_OPTIONS} allowClear placeholder="请选择" />
        </Form.Item>
        <TextField
          schema={S}
          name="legalRepIdNumber"
          label="法定代表人证件号码"
          dependencies={['legalRepIdType']}
          rules={[idNumberRule(() => form.getFieldValue('legalRepIdType') as string | undefined)]}
          placeholder="居民身份证按校验位核对"
        />
      </FieldRow>
      <TextField schema={S} name="address" label="地址" placeholder="住所或主要经营场所" />
      <FieldRow>
        <TextField schema={S} name="contactName" label="联系人" placeholder="选填" />
        <TextField schema={S} name="contactPhone" label="联系电话" rules={[phoneRule]} placeholder="手机号或固定电话" />
      </FieldRow>
      <TextAreaField schema={S} name="remark" label="备注" placeholder="选填" style={{ marginBottom: 0 }} />
    </EditDialog>
  );
}
