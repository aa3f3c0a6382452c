import type { PageProps } from '../../../app/routes';
import { CaseList } from '../components/case-list';

/** 出证: approved cases to issue, issued ones to deliver; certificate numbers shown. */
export default function CertificatePage(_props: PageProps) {
  return (
    <CaseList
      title="出证"
      path="/business/certificate"
      exportName="出证"
      statuses={['APPROVE_PASS', 'CERTIFIED']}
      offered={['issue', 'send', 'specialFlowLaunch']}
      showCertificates
    />
  );
}
