import type { PageProps } from '../../../lib/routes';
import { CaseList } from '../components/case-list';
import { CertificateDownloadButton } from '../components/certificate-files';

/** 归档: cases waiting to be archived, and those archived. */
export default function ArchivesPage(_props: PageProps) {
  return (
    <CaseList
      title="归档"
      path="/business/archives"
      exportName="归档"
      statuses={['WAIT_ARCHIVES', 'ARCHIVED']}
      offered={['archive']}
      showCertificates
      rowActions={(r) => <CertificateDownloadButton row={r} />}
    />
  );
}
