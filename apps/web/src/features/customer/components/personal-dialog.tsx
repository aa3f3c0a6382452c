import { checkResidentId, PersonalCustomerInput, type PersonalCustomerRow } from '@notaria/contracts';
import { Form, Radio, Select } from 'antd';
import { EditDialog } from '../../../components/list/edit-dialog';
import { FieldRow } from '../../../components/form/field-row';
import { TextAreaField, TextField } from '../../../components/form/schema-fields';
import { DateField } from '../../../components/form/simple-fields';
import { rulesFrom } from '../../../lib/schema-rules';
import { useSavePersonal } from '../api/save-personal';
import { emailRule, GENDER_OPTIONS, ID_TYPE_OPTIONS, idNumberRule, phoneRule, trimAll } from '../labels';

const S = PersonalCustomerInput;

type Values = Required<Omit<PersonalCustomerInput, 'gender'>> & { gender?: string };

const initial = (row: PersonalCustomerRow | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        formerNames: row.formerNames,
        gender: row.gender === 'MALE' || row.gender === 'FEMALE' ? row.gender : undefined,
        birthDate: row.birthDate,
        idType: row.idType as Values['idType'],
        idNumber: row.idNumber,
        nationality: row.nationality,
        phone: row.phone,
        email: row.email,
        address: row.address,
        employer: row.employer,
        remark: row.remark,
      }
    : { idType: 'ID_CARD', nationality: '中国' };

/** Birth date and gender come from a valid resident ID; the fields then only show them. */
function useFromResidentId() {
  const form = Form.useFormInstance();
  const idType = Form.useWatch('idType', form) as string | undefined;
  const idNumber = Form.useWatch('idNumber', form) as string | undefined;
  const checked = idType === 'ID_CARD' && idNumber ? checkResidentId(idNumber) : null;
  return checked?.ok ? checked : null;
}

function BirthAndGender() {
  const fromId = useFromResidentId();
  const hint = fromId ? '已按身份证号码自动填写' : undefined;
  return (
    <FieldRow>
      <DateField name="birthDate" label="出生日期" extra={hint} picker={{ placeholder: '请选择出生日期', disabled: Boolean(fromId) }} />
      <Form.Item name="gender" label="性别" extra={hint}>
        <Radio.Group options={GENDER_OPTIONS} disabled={Boolean(fromId)} />
      </Form.Item>
    </FieldRow>
  );
}

/** 新增/编辑个人客户. A valid resident ID fills the birth date and gender. */
export function PersonalDialog({ row, onClose }: { row: PersonalCustomerRow | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSavePersonal();

  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    if (!('idNumber' in changed || 'idType' in changed)) return;
    if (all.idType !== 'ID_CARD' || !all.idNumber) return;
    const r = checkResidentId(all.idNumber);
    if (r.ok) form.setFieldsValue({ birthDate: r.birthDate, gender: r.gender });
  };

  const submit = async (values: Values) => {
    const v = trimAll(values);
    const body: PersonalCustomerInput = {
      name: v.name,
      formerNames: v.formerNames ?? '',
      idType: v.idType,
      idNumber: v.idType === 'ID_CARD' ? v.idNumber.toUpperCase() : v.idNumber,
      birthDate: v.birthDate ?? '',
      nationality: v.nationality ?? '',
      phone: v.phone ?? '',
      email: v.email ?? '',
      address: v.address ?? '',
      employer: v.employer ?? '',
      remark: v.remark ?? '',
      ...(v.gender ? { gender: v.gender as PersonalCustomerInput['gender'] } : {}),
    };
    // Refusals (e.g. a duplicate ID number) are shown by the request layer; the dialog keeps what was typed.
    await save.mutateAsync(row ? { id: row.id, ...body } : body);
    return row ? '个人客户已保存' : '个人客户已添加';
  };

  return (
    <EditDialog<Values>
      title={row ? `编辑个人客户：${row.name}` : '新增个人客户'}
      width={760}
      form={form}
      name="personalCustomer"
      initialValues={initial(row)}
      onValuesChange={onValuesChange}
      onSave={submit}
      onClose={onClose}
    >
      <FieldRow>
        <TextField schema={S} name="name" label="姓名" placeholder="与证件一致" />
        <TextField schema={S} name="formerNames" label="曾用名" placeholder="多个用顿号分隔，选填" />
      </FieldRow>
      <FieldRow spans={[10, 14]}>
        <Form.Item name="idType" label="证件类型" rules={rulesFrom(S, 'idType', { required: true })}>
          <Select options={ID_TYPE_OPTIONS} placeholder="请选择证件类型" />
        </Form.Item>
        <TextField
          schema={S}
          name="idNumber"
          label="证件号码"
          dependencies={['idType']}
          validateFirst
          rules={[idNumberRule(() => form.getFieldValue('idType') as string | undefined)]}
          placeholder="居民身份证为 18 位，末位可为 X"
        />
      </FieldRow>
      <BirthAndGender />
      <FieldRow>
        <TextField schema={S} name="nationality" label="国籍" placeholder="如：中国" />
        <TextField schema={S} name="phone" label="联系电话" rules={[phoneRule]} placeholder="手机号或固定电话" />
        <TextField schema={S} name="email" label="电子邮箱" rules={[emailRule]} placeholder="选填" />
      </FieldRow>
      <FieldRow>
        <TextField schema={S} name="address" label="地址" placeholder="住所地或经常居住地" />
        <TextField schema={S} name="employer" label="工作单位" placeholder="选填" />
      </FieldRow>
      <TextAreaField schema={S} name="remark" label="备注" placeholder="选填" style={{ marginBottom: 0 }} />
    </EditDialog>
  );
}
