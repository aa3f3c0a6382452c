import { checkResidentId, type PersonalCustomerInput, type PersonalCustomerRow } from '@notaria/contracts';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useSavePersonal } from '../api/save-personal';
import { emailRule, GENDER_OPTIONS, ID_TYPE_OPTIONS, idNumberRule, phoneRule, trimAll } from '../labels';

type Values = Required<Omit<PersonalCustomerInput, 'gender'>> & { gender?: string };

const initial = (row: PersonalCustomerRow | null): Partial<Values> =>
  row
    ? {
        name: row.name, formerNames: row.formerNames, gender: row.gender === 'MALE' || row.gender === 'FEMALE' ? row.gender : undefined, birthDate: row.birthDate,
        idType: row.idType as Values['idType'], idNumber: row.idNumber, nationality: row.nationality, phone: row.phone, email: row.email,
        address: row.address, employer: row.employer, remark: row.remark,
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
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="birthDate"
          label="出生日期"
          extra={hint}
          getValueProps={(v?: string) => ({ value: v ? dayjs(v) : null })}
          normalize={(d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '')}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择出生日期" disabled={Boolean(fromId)} maxDate={dayjs()} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="gender" label="性别" extra={hint}>
          <Radio.Group options={GENDER_OPTIONS} disabled={Boolean(fromId)} />
        </Form.Item>
      </Col>
    </Row>
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
      name: v.name, formerNames: v.formerNames ?? '', idType: v.idType, idNumber: v.idType === 'ID_CARD' ? v.idNumber.toUpperCase() : v.idNumber,
      birthDate: v.birthDate ?? '', nationality: v.nationality ?? '', phone: v.phone ?? '', email: v.email ?? '',
      address: v.address ?? '', employer: v.employer ?? '', remark: v.remark ?? '',
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
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 64, message: '姓名不能超过 64 个字' }]}>
            <Input placeholder="与证件一致" maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="formerNames" label="曾用名" rules={[{ max: 128, message: '曾用名不能超过 128 个字' }]}>
            <Input placeholder="多个用顿号分隔，选填" maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="idType" label="证件类型" rules={[{ required: true, message: '请选择证件类型' }]}>
            <Select options={ID_TYPE_OPTIONS} placeholder="请选择证件类型" />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item
            name="idNumber"
            label="证件号码"
            dependencies={['idType']}
            validateFirst
            rules={[{ required: true, whitespace: true, message: '请输入证件号码' }, idNumberRule(() => form.getFieldValue('idType') as string | undefined)]}
          >
            <Input placeholder="居民身份证为 18 位，末位可为 X" maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <BirthAndGender />
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="nationality" label="国籍" rules={[{ max: 32, message: '国籍不能超过 32 个字' }]}>
            <Input placeholder="如：中国" maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="phone" label="联系电话" rules={[phoneRule]}>
            <Input placeholder="手机号或固定电话" maxLength={32} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="email" label="电子邮箱" rules={[emailRule, { max: 128, message: '电子邮箱不能超过 128 个字符' }]}>
            <Input placeholder="选填" maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="address" label="地址" rules={[{ max: 200, message: '地址不能超过 200 个字' }]}>
            <Input placeholder="住所地或经常居住地" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="employer" label="工作单位" rules={[{ max: 128, message: '工作单位不能超过 128 个字' }]}>
            <Input placeholder="选填" maxLength={128} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过 200 个字' }]} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={2} maxLength={200} placeholder="选填" />
      </Form.Item>
    </EditDialog>
  );
}
