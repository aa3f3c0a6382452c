import { INSTITUTION_IMPORT_COLUMNS, type InstitutionCustomerRow } from '@notaria/contracts';
import type { PageProps } from '../../../lib/routes';
import type { TableColumnsType } from 'antd';
import { TextFilter } from '../../../components/list/search-form';
import type { ExportColumn } from '../../../lib/export-xlsx';
import { parseTime } from '../../../utils/time';
import { useDeleteInstitution } from '../api/delete-institution';
import { getInstitutionPage, useInstitutionPage } from '../api/get-institution-page';
import type { ImportSpec } from '../components/import-dialog';
import { CustomerListPage } from './customer-list-page';
import { InstitutionDialog } from '../components/institution-dialog';
import { idTypeLabel } from '../labels';

interface Filters {
  keyword?: string;
  name?: string;
  creditCode?: string;
}

const IMPORT: ImportSpec = {
  kind: 'institution',
  noun: '机构客户',
  columns: INSTITUTION_IMPORT_COLUMNS,
  required: ['机构名称', '统一社会信用代码'],
  textColumns: ['统一社会信用代码', '法定代表人证件号码', '联系电话'],
};

const EXPORT_COLUMNS: ExportColumn<InstitutionCustomerRow>[] = [
  { title: '机构名称', value: (r) => r.name, width: 30 },
  { title: '统一社会信用代码', value: (r) => r.creditCode, width: 22 },
  { title: '证照类型', value: (r) => r.licenceType, width: 14 },
  { title: '法定代表人', value: (r) => r.legalRepName, width: 12 },
  { title: '法定代表人证件类型', value: (r) => (r.legalRepIdType ? idTypeLabel(r.legalRepIdType) : ''), width: 16 },
  { title: '法定代表人证件号码', value: (r) => r.legalRepIdNumber, width: 22 },
  { title: '地址', value: (r) => r.address, width: 30 },
  { title: '联系人', value: (r) => r.contactName, width: 12 },
  { title: '联系电话', value: (r) => r.contactPhone, width: 16 },
  { title: '备注', value: (r) => r.remark, width: 20 },
  { title: '登记时间', value: (r) => parseTime(r.createdAt), width: 20 },
];

const clean = (v: Filters): Filters => ({
  keyword: v.keyword?.trim() || undefined,
  name: v.name?.trim() || undefined,
  creditCode: v.creditCode?.trim().toUpperCase() || undefined,
});

const COLUMNS: TableColumnsType<InstitutionCustomerRow> = [
  { title: '机构名称', dataIndex: 'name', width: 220, fixed: 'left', ellipsis: true },
  { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
  { title: '证照类型', dataIndex: 'licenceType', width: 110, render: (v: string) => v || '—' },
  { title: '法定代表人', dataIndex: 'legalRepName', width: 100, render: (v: string) => v || '—' },
  { title: '联系人', dataIndex: 'contactName', width: 90, render: (v: string) => v || '—' },
  { title: '联系电话', dataIndex: 'contactPhone', width: 130, render: (v: string) => v || '—' },
  { title: '地址', dataIndex: 'address', width: 240, ellipsis: true, render: (v: string) => v || '—' },
  { title: '登记时间', dataIndex: 'createdAt', width: 170, render: (v: string) => parseTime(v) },
];

/** 机构客户: the customer list of organisations. */
export default function InstitutionCustomerPage(_props: PageProps) {
  return (
    <CustomerListPage<InstitutionCustomerRow, Filters>
      noun="机构客户"
      createLabel="新增机构"
      noMatch="没有符合条件的机构，请调整查询条件"
      searchName="institutionSearch"
      filterFields={
        <>
          <TextFilter name="keyword" label="关键字" placeholder="名称、信用代码或联系人" width={220} />
          <TextFilter name="name" label="机构名称" placeholder="可输入部分名称" width={200} />
          <TextFilter name="creditCode" label="统一社会信用代码" placeholder="18 位代码" width={200} />
        </>
      }
      toFilters={clean}
      usePage={useInstitutionPage}
      getPage={getInstitutionPage}
      useDelete={useDeleteInstitution}
      importSpec={IMPORT}
      exportColumns={EXPORT_COLUMNS}
      columns={COLUMNS}
      scrollX={1440}
      dialog={(row, onClose) => <InstitutionDialog row={row} onClose={onClose} />}
    />
  );
}
