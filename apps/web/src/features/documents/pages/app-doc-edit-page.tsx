import type { CaseDocumentDetail } from '@notaria/contracts';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { docEdit, exchangeTicket, heldSession, holdSession, type HeldSession } from '../api/doc-edit';
import { DocWorkspace } from '../components/doc-workspace';
import { LINK_EXPIRED, OpenFailed } from '../components/open-failed';

type Opening = { phase: 'opening' } | { phase: 'failed'; message: string } | { phase: 'ready'; session: HeldSession; document: CaseDocumentDetail };

/** A refusal of the ticket or token (expired, used, unknown) reads as the link having expired; a network failure says so. */
const failure = (e: unknown) => (e instanceof ApiError && e.status === 0 ? e.message : LINK_EXPIRED);

/**
 * /appDocEdit?ticket=…: the ticket is exchanged once for a token that opens this document only; the ticket then leaves
 * the address bar, and a reload goes on with the token this tab holds (sessionStorage).
 */
export default function AppDocEditPage() {
  const [opening, setOpening] = useState<Opening>({ phase: 'opening' });
  useEffect(() => {
    let live = true;
    const ticket = new URLSearchParams(window.location.search).get('ticket');
    const held = heldSession();
    const open: Promise<{ session: HeldSession; document: CaseDocumentDetail }> = ticket
      ? exchangeTicket(ticket).then(({ document, ...session }) => {
          holdSession(session);
          window.history.replaceState(window.history.state, '', window.location.pathname);
          return { session, document };
        })
      : held
        ? docEdit(held.token)
            .get()
            .then((document) => ({ session: held, document }))
        : Promise.reject(new ApiError(LINK_EXPIRED, 401));
    open.then(
      (r) => live && setOpening({ phase: 'ready', ...r }),
      (e: unknown) => {
        if (!ticket && held) holdSession(null);
        if (live) setOpening({ phase: 'failed', message: failure(e) });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    document.title = opening.phase === 'ready' ? `${opening.document.title} - 文书编辑` : '文书编辑';
  }, [opening]);

  if (opening.phase === 'opening')
    return (
      <div style={{ paddingTop: 120, textAlign: 'center' }}>
        <Spin size="large" description="正在打开文书…" />
      </div>
    );
  if (opening.phase === 'failed') return <OpenFailed message={opening.message} />;
  return <DocWorkspace session={opening.session} initial={opening.document} />;
}
