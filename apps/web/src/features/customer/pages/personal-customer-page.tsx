import { PERSONAL_IMPORT_COLUMNS, type PersonalCustomerRow } from '@notaria/contracts';
import type { PageProps } from '../../../lib/routes';
import type { TableColumnsType } from 'antd';
import { TextFilter } from '../../../components/list/search-form';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { useDeletePersonal } from '../api/delete-personal';
import { getPersonalPage, usePersonalPage } from '../api/get-personal-page';
import type { ImportSpec } from '../components/import-dialog';
import { CustomerListPage } from './customer-list-page';
import { PersonalDialog } from '../components/personal-dialog';
import { genderLabel, idTypeLabel } from '../labels';

interface Filters {
  keyword?: string;
  name?: string;
  idNumber?: string;
  phone?: string;
}

const IMPORT: ImportSpec = {
  kind: 'personal',
  noun: '个人客户',
  columns: PERSONAL_IMPORT_COLUMNS,
  required: ['姓名', '证件号码'],
  textColumns: ['证件号码', '联系电话'],
};

const EXPORT_COLUMNS: ExportColumn<PersonalCustomerRow>[] = [
  { title: '姓名', value: (r) => r.name, width: 12 },
  { title: '曾用名', value: (r) => r.formerNames, width: 12 },
  { title: '性别', value: (r) => genderLabel(r.gender), width: 6 },
  { title: '出生日期', value: (r) => r.birthDate, width: 12 },
  { title: '证件类型', value: (r) => idTypeLabel(r.idType), width: 14 },
  { title: '证件号码', value: (r) => r.idNumber, width: 22 },
  { title: '国籍', value: (r) => r.nationality, width: 8 },
  { title: '联系电话', value: (r) => r.phone, width: 16 },
  { title: '电子邮箱', value: (r) => r.email, width: 22 },
  { title: '地址', value: (r) => r.address, width: 30 },
  { title: '工作单位', value: (r) => r.employer, width: 20 },
  { title: '备注', value: (r) => r.remark, width: 20 },
  { title: '登记时间', value: (r) => parseTime(r.createdAt), width: 20 },
];

const clean = (v: Filters): Filters => ({
  keyword: v.keyword?.trim() || undefined,
  name: v.name?.trim() || undefined,
  idNumber: v.idNumber?.trim() || undefined,
  phone: v.phone?.trim() || undefined,
});

const COLUMNS: TableColumnsType<PersonalCustomerRow> = [
  { title: '姓名', dataIndex: 'name', width: 110, fixed: 'left' },
  { title: '性别', dataIndex: 'gender', width: 60, render: (v: string) => genderLabel(v) || '—' },
  { title: '出生日期', dataIndex: 'birthDate', width: 110, render: (v: string) => v || '—' },
  { title: '证件类型', dataIndex: 'idType', width: 130, render: (v: string) => idTypeLabel(v) },
  { title: '证件号码', dataIndex: 'idNumber', width: 190, render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span> },
  { title: '联系电话', dataIndex: 'phone', width: 130, render: (v: string) => v || '—' },
  { title: '地址', dataIndex: 'address', width: 240, ellipsis: true, render: (v: string) => v || '—' },
  { title: '工作单位', dataIndex: 'employer', width: 160, ellipsis: true, render: (v: string) => v || '—' },
  { title: '登记时间', dataIndex: 'createdAt', width: 170, render: (v: string) => parseTime(v) },
];

/** 个人客户: the customer list of natural persons. */
export default function PersonalCustomerPage(_props: PageProps) {
  return (
    <CustomerListPage<PersonalCustomerRow, Filters>
      noun="个人客户"
      createLabel="新增客户"
      noMatch="没有符合条件的客户，请调整查询条件"
      searchName="personalSearch"
      filterFields={
        <>
          <TextFilter name="keyword" label="关键字" placeholder="姓名、证件号码或电话" width={200} />
          <TextFilter name="name" label="姓名" placeholder="如：张三" width={140} />
          <TextFilter name="idNumber" label="证件号码" placeholder="可输入部分号码" width={200} />
          <TextFilter name="phone" label="联系电话" placeholder="手机或固话" width={150} />
        </>
      }
      toFilters={clean}
      usePage={usePersonalPage}
      getPage={getPersonalPage}
      useDelete={useDeletePersonal}
      importSpec={IMPORT}
      exportColumns={EXPORT_COLUMNS}
      columns={COLUMNS}
      scrollX={1480}
      dialog={(row, onClose) => <PersonalDialog row={row} onClose={onClose} />}
    />
  );
}
