import { ErrorResult } from './error-result';

export default function NotFoundPage() {
  return <ErrorResult status="404" title="404" subTitle="抱歉，您访问的页面不存在或已被移除。" />;
}
