import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkCreditCode,
  checkResidentId,
  InstitutionCustomerInput,
  isPhone,
  PARTY_ROLES,
  PersonalCustomerInput,
  CasePartyInput,
  type CaseDetail,
} from '@notaria/contracts';
import { Button, Card, Form, Radio, Select, Space, Spin } from 'antd';
import type { FormInstance, FormRule as Rule } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FieldRow } from '../../../components/form/field-row';
import { TextField } from '../../../components/form/schema-fields';
import { rulesFrom } from '../../../lib/schema-rules';
import { searchInstitutions, searchPersons, useDictOptions } from '../api/cases';

export type PartyRole = keyof typeof PARTY_ROLES;

/** One party as edited: an existing customer, or a new person or institution saved as a customer. */
export interface PartyValue {
  role: PartyRole;
  customerType: 'PERSONAL' | 'INSTITUTION';
  mode: 'existing' | 'new';
  customerId?: number;
  person?: { name?: string; idType?: string; idNumber?: string; phone?: string; address?: string };
  institution?: { name?: string; creditCode?: string; legalRepName?: string; contactName?: string; contactPhone?: string; address?: string };
}

export const NEW_PARTY: PartyValue = { role: 'APPLICANT', customerType: 'PERSONAL', mode: 'existing', person: { idType: 'ID_CARD' } };

const trimmed = (v?: string) => (v?.trim() ? v.trim() : undefined);

/** A party as the server takes it (`CasePartyInput`): trimmed, ID numbers upper-cased, empty fields left out. */
export function toPartyInput(p: PartyValue): CasePartyInput {
  if (p.mode === 'existing') return { role: p.role, customerType: p.customerType, customerId: p.customerId };
  if (p.customerType === 'PERSONAL') {
    const person = p.person ?? {};
    return {
      role: p.role,
      customerType: 'PERSONAL',
      person: {
        name: person.name!.trim(),
        idType: (person.idType ?? 'ID_CARD') as NonNullable<CasePartyInput['person']>['idType'],
        idNumber: person.idNumber!.trim().toUpperCase(),
        ...(trimmed(person.phone) ? { phone: trimmed(person.phone) } : {}),
        ...(trimmed(person.address) ? { address: trimmed(person.address) } : {}),
      },
    };
  }
  const inst = p.institution ?? {};
  const opt = (k: 'legalRepName' | 'contactName' | 'contactPhone' | 'address') => (trimmed(inst[k]) ? { [k]: trimmed(inst[k]) } : {});
  return {
    role: p.role,
    customerType: 'INSTITUTION',
    institution: {
      name: inst.name!.trim(),
      creditCode: inst.creditCode!.trim().toUpperCase(),
      ...opt('legalRepName'),
      ...opt('contactName'),
      ...opt('contactPhone'),
      ...opt('address'),
    },
  };
}

/** A case's party as an editable row: the customer it was taken from, labelled as the list shows it. */
export function partyValueOf(p: CaseDetail['parties'][number]): { value: PartyValue; label: string } {
  const id = String(p.snapshot?.[p.customerType === 'PERSONAL' ? 'idNumber' : 'creditCode'] ?? '');
  return {
    value: {
      role: p.role as PartyRole,
      customerType: p.customerType === 'INSTITUTION' ? 'INSTITUTION' : 'PERSONAL',
      mode: 'existing',
      customerId: p.customerId,
      person: { idType: 'ID_CARD' },
    },
    label: id ? `${p.name}（${id}）` : p.name,
  };
}

export const hasApplicant = (parties: PartyValue[] | undefined) => (parties ?? []).some((p) => p?.role === 'APPLICANT');

function CustomerSelect({
  type,
  value,
  onChange,
  labels,
  onLabel,
}: {
  type: 'PERSONAL' | 'INSTITUTION';
  value?: number;
  onChange?(v: number): void;
  labels: Map<number, string>;
  onLabel(id: number, label: string): void;
}) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const search = (keyword: string) => {
    const n = ++seq.current;
    setLoading(true);
    const load =
      type === 'PERSONAL'
        ? searchPersons(keyword).then((rows) => rows.map((r) => ({ value: r.id, label: `${r.name}（${r.idNumber}）` })))
        : searchInstitutions(keyword).then((rows) => rows.map((r) => ({ value: r.id, label: `${r.name}（${r.creditCode}）` })));
    load
      .then((opts) => {
        if (n !== seq.current) return;
        setOptions(opts);
        opts.forEach((o) => onLabel(o.value, o.label));
      })
      .catch(() => undefined)
      .finally(() => n === seq.current && setLoading(false));
  };
  useEffect(() => {
    search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: labels.get(value) ?? String(value) }, ...options] : options;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: search }}
      value={value}
      onChange={onChange}
      options={shown}
      loading={loading}
      placeholder={type === 'PERSONAL' ? '输入姓名、证件号码或电话搜索' : '输入机构名称、信用代码或联系人搜索'}
      notFoundContent={loading ? <Spin size="small" /> : '没有找到，可改为「新增客户」'}
      aria-label="选择客户"
    />
  );
}

const phoneRule: Rule = {
  validator: async (_, v?: string) => {
    if (v?.trim() && !isPhone(v)) throw new Error('请填写正确的手机或固定电话号码');
  },
};

function PartyCard({
  index,
  form,
  onRemove,
  labels,
  onLabel,
  idTypes,
}: {
  index: number;
  form: FormInstance;
  onRemove?(): void;
  labels: Map<number, string>;
  onLabel(id: number, l: string): void;
  idTypes: { value: string; label: string }[];
}) {
  const type = Form.useWatch(['parties', index, 'customerType'], form);
  const mode = Form.useWatch(['parties', index, 'mode'], form);
  const idType = Form.useWatch(['parties', index, 'person', 'idType'], form);
  return (
    <Card
      size="small"
      title={`当事人 ${index + 1}`}
      extra={onRemove && <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`删除当事人 ${index + 1}`} />}
      data-testid={`party-${index}`}
    >
      <FieldRow>
        <Form.Item name={[index, 'role']} label="角色" rules={rulesFrom(CasePartyInput, 'role')}>
          <Select aria-label="当事人角色" options={Object.entries(PARTY_ROLES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name={[index, 'customerType']} label="类型">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'PERSONAL', label: '个人' },
              { value: 'INSTITUTION', label: '机构' },
            ]}
            onChange={() => form.setFieldValue(['parties', index, 'customerId'], undefined)}
          />
        </Form.Item>
        <Form.Item name={[index, 'mode']} label="来源">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'existing', label: '已有客户' },
              { value: 'new', label: '新增客户' },
            ]}
          />
        </Form.Item>
      </FieldRow>
      {mode === 'existing' ? (
        <Form.Item
          name={[index, 'customerId']}
          label={type === 'INSTITUTION' ? '机构客户' : '个人客户'}
          rules={[{ required: true, message: '请选择客户，或改为「新增客户」' }]}
        >
          <CustomerSelect type={type ?? 'PERSONAL'} labels={labels} onLabel={onLabel} />
        </Form.Item>
      ) : type === 'INSTITUTION' ? (
        <FieldRow spans={[12, 12, 8, 8, 8, 24]}>
          <TextField schema={InstitutionCustomerInput} name={[index, 'institution', 'name']} field="name" label="机构名称" />
          <TextField
            schema={InstitutionCustomerInput}
            name={[index, 'institution', 'creditCode']}
            field="creditCode"
            label="统一社会信用代码"
            rules={[
              {
                validator: async (_, v?: string) => {
                  if (!v?.trim()) return;
                  const r = checkCreditCode(v);
                  if (!r.ok) throw new Error(r.message);
                },
              },
            ]}
          />
          <TextField schema={InstitutionCustomerInput} name={[index, 'institution', 'legalRepName']} field="legalRepName" label="法定代表人" />
          <TextField schema={InstitutionCustomerInput} name={[index, 'institution', 'contactName']} field="contactName" label="联系人" />
          <TextField
            schema={InstitutionCustomerInput}
            name={[index, 'institution', 'contactPhone']}
            field="contactPhone"
            label="联系电话"
            rules={[phoneRule]}
          />
          <TextField schema={InstitutionCustomerInput} name={[index, 'institution', 'address']} field="address" label="地址" />
        </FieldRow>
      ) : (
        <FieldRow spans={[8, 8, 8, 8, 16]}>
          <TextField schema={PersonalCustomerInput} name={[index, 'person', 'name']} field="name" label="姓名" input={{ 'aria-label': '当事人姓名' }} />
          <Form.Item name={[index, 'person', 'idType']} label="证件类型" rules={rulesFrom(PersonalCustomerInput, 'idType')}>
            <Select aria-label="证件类型" options={idTypes} />
          </Form.Item>
          <TextField
            schema={PersonalCustomerInput}
            name={[index, 'person', 'idNumber']}
            field="idNumber"
            label="证件号码"
            dependencies={[['parties', index, 'person', 'idType']]}
            extra={idType === 'ID_CARD' ? '居民身份证号码将校验校验位，并带出出生日期与性别' : undefined}
            rules={[
              {
                validator: async (_, v?: string) => {
                  if (!v?.trim() || idType !== 'ID_CARD') return;
                  const r = checkResidentId(v);
                  if (!r.ok) throw new Error(r.message);
                },
              },
            ]}
            input={{ 'aria-label': '证件号码' }}
          />
          <TextField
            schema={PersonalCustomerInput}
            name={[index, 'person', 'phone']}
            field="phone"
            label="联系电话"
            rules={[phoneRule]}
            input={{ 'aria-label': '联系电话' }}
          />
          <TextField schema={PersonalCustomerInput} name={[index, 'person', 'address']} field="address" label="地址" />
        </FieldRow>
      )}
    </Card>
  );
}

/**
 * The `parties` list of a form: one card per party, 添加当事人 below; the last card cannot be removed.
 * `labels` remembers the names of the customers chosen, for summaries.
 */
export function PartyListEditor({ form, labels }: { form: FormInstance; labels: Map<number, string> }) {
  const idTypes = useDictOptions('idType');
  const idTypeOptions = idTypes.data?.length ? idTypes.data : [{ value: 'ID_CARD', label: '居民身份证' }];
  return (
    <Form.List name="parties">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {fields.map((f) => (
            <PartyCard
              key={f.key}
              index={f.name}
              form={form}
              labels={labels}
              onLabel={(id, l) => labels.set(id, l)}
              idTypes={idTypeOptions}
              onRemove={fields.length > 1 ? () => remove(f.name) : undefined}
            />
          ))}
          <Button type="dashed" icon={<PlusOutlined />} block onClick={() => add({ ...NEW_PARTY, role: 'RELATED' })}>
            添加当事人
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
