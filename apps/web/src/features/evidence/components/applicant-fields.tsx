import { APPLICANT_TYPE_LABELS, APPLICANT_TYPES, type ApplicantType } from '@notaria/contracts';
import { Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useApplicantOptions } from '../api/applicants';

/** The form values every capture dialog shares: whom the evidence is preserved for. */
export interface ApplicantValues {
  applicantType: ApplicantType;
  customerId: number;
}

/** 申请人类型 and 申请人, picked from the office's 个人客户 / 机构客户 by name or number. */
export function ApplicantFields() {
  const form = Form.useFormInstance<ApplicantValues>();
  const type = (Form.useWatch('applicantType', form) as ApplicantType | undefined) ?? 'PERSONAL';
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, 300);
  const options = useApplicantOptions(type, debounced.trim());
  return (
    <>
      <Form.Item name="applicantType" label="申请人类型" initialValue="PERSONAL">
        <Radio.Group
          options={APPLICANT_TYPES.map((t) => ({ value: t, label: APPLICANT_TYPE_LABELS[t] }))}
          onChange={() => form.setFieldValue('customerId', undefined)}
        />
      </Form.Item>
      <Form.Item name="customerId" label="申请人" rules={[{ required: true, message: '请选择申请人' }]}>
        <Select
          showSearch
          aria-label="申请人"
          placeholder={type === 'PERSONAL' ? '输入姓名或证件号码查找个人客户' : '输入名称或信用代码查找机构客户'}
          filterOption={false}
          onSearch={setKeyword}
          loading={options.isFetching}
          options={options.data ?? []}
          notFoundContent={options.isFetching ? '正在查找…' : '没有找到客户，请先在客户管理中登记'}
        />
      </Form.Item>
    </>
  );
}

export const applicantOf = (v: ApplicantValues) => ({ type: v.applicantType, customerId: v.customerId });
