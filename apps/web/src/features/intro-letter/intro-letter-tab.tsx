import { PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import { useState } from 'react';
import { hasPermission } from '../../lib/permission-routes';
import { useSession } from '../../stores/session-store';
import type { LetterScope } from './api';
import { ApplyDialog } from './apply-dialog';
import { LetterList } from './letter-list';

/** 办公申请 › 介绍信: the user's letters and 申请介绍信; with the approve function, every letter of the office too. */
export default function IntroLetterTab() {
  const routes = useSession((s) => s.routes);
  const oversees = hasPermission(routes, 'oa:approve:introductionLetter');
  const [scope, setScope] = useState<LetterScope>('mine');
  const [applying, setApplying] = useState(false);
  const shown = oversees ? scope : 'mine';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {oversees && (
        <Segmented<LetterScope>
          aria-label="介绍信范围"
          value={shown}
          onChange={setScope}
          options={[
            { value: 'mine', label: '我的介绍信' },
            { value: 'office', label: '全处介绍信' },
          ]}
        />
      )}
      <LetterList
        key={shown}
        scope={shown}
        title={shown === 'mine' ? '我的介绍信' : '全处介绍信'}
        tools={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
            申请介绍信
          </Button>
        }
      />
      {applying && <ApplyDialog onClose={() => setApplying(false)} />}
    </Space>
  );
}
