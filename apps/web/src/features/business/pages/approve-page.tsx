import { Tabs } from 'antd';
import { useState } from 'react';
import type { PageProps } from '../../../app/routes';
import { Access, useAccess } from '../../../components/access';
import { CaseList } from '../components/case-list';
import { TransferApprovalList } from '../components/transfer-approval-list';
import { RealEstateQueryButton } from '../../real-estate-query/components/real-estate-query-button';

/** 审批: 公证审批 (WAIT_APPROVE), 特殊流程审批 (SPECIAL_PENDING) and 转办审批 (transfer requests). */
export default function ApprovePage(_props: PageProps) {
  const { can } = useAccess();
  const tabs = [
    ...(can('notarization') || !can('special')
      ? [{ key: 'notarization', label: '公证审批', children: <CaseList title="待审批业务" path="/business/approve" exportName="公证审批" statuses={['WAIT_APPROVE']} offered={['approve', 'reject']} /> }]
      : []),
    ...(can('special')
      ? [
          { key: 'special', label: '特殊流程审批', children: <CaseList title="特殊流程审批" path="/business/approve" exportName="特殊流程审批" statuses={['SPECIAL_PENDING']} offered={['approveSpecial', 'rejectSpecial']} /> },
          { key: 'transfer', label: '转办审批', children: <TransferApprovalList /> },
        ]
      : []),
  ];
  const [active, setActive] = useState(tabs[0]?.key);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={tabs}
      destroyOnHidden
      tabBarExtraContent={
        <Access fn="realEstateQuery">
          <RealEstateQueryButton />
        </Access>
      }
    />
  );
}
