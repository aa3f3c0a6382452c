import type { PageProps } from '../../../app/routes';
import { CaseList } from '../components/case-list';

/** 归档: cases waiting to be archived, and those archived. */
export default function ArchivesPage(_props: PageProps) {
  return <CaseList title="归档" path="/business/archives" exportName="归档" statuses={['WAIT_ARCHIVES', 'ARCHIVED']} offered={['archive']} showCertificates />;
}
