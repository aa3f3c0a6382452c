import { PlusOutlined } from '@ant-design/icons';
import { E_SEAL_NOTICE } from '@notaria/contracts';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { ApplyDialog } from './e-seal/apply-dialog';
import { ESealList } from './e-seal/e-seal-list';

/** 办公申请 › 电子签章: what this seal is (and is not), the user's requests, and 申请电子签章. */
export default function ESealTab() {
  const [applying, setApplying] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title="关于本系统的电子签章" description={E_SEAL_NOTICE} />
      <ESealList
        tools={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
            申请电子签章
          </Button>
        }
      />
      {applying && <ApplyDialog onClose={() => setApplying(false)} />}
    </Space>
  );
}
