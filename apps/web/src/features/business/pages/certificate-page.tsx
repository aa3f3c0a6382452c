import type { PageProps } from '../../../lib/routes';
import { CaseList } from '../components/case-list';
import { CertificateDownloadButton } from '../components/certificate-files';

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
      rowActions={(r) => <CertificateDownloadButton row={r} />}
    />
  );
}
