import { Result } from 'antd';

export const LINK_EXPIRED = '链接已失效，请从业务页面重新打开文书编辑';

/** The editor could not open its document: say so plainly, and where to go instead. */
export function OpenFailed({ message }: { message: string }) {
  return (
    <div style={{ paddingTop: 80 }}>
      <Result status="warning" title={message} subTitle="文书编辑链接仅限本人、短时有效且只能打开一次。请回到业务的「文书编辑」中再次点击「编辑」。" />
    </div>
  );
}
