import { ErrorResult } from './error-result';

export default function UnauthorizedPage() {
  return <ErrorResult status="403" title="401" subTitle="抱歉，您没有访问此页面的权限。如需开通，请联系本机构管理员。" />;
}
