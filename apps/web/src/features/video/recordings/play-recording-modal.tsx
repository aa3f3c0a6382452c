import type { VideoRecording } from '@notaria/contracts';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fetchRecording } from '../api/meetings';

type State = { phase: 'loading' } | { phase: 'ready'; url: string } | { phase: 'failed' };

/** 播放: the recording is fetched (with the session) into a blob and played by the browser's own <video>. */
export function PlayRecordingModal({ recording, title, onClose }: { recording: VideoRecording; title: string; onClose(): void }) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchRecording(recording.id, `${title}.webm`)
      .then(({ blob }) => {
        url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: recording.mime }));
        if (live) setState({ phase: 'ready', url });
      })
      .catch(() => live && setState({ phase: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [recording.id, recording.mime, title]);

  return (
    <Modal title={`播放录像 · ${title}`} open width={800} footer={null} onCancel={onClose} destroyOnHidden>
      {state.phase === 'loading' ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin tip="正在读取录像…">
            <div style={{ height: 40 }} />
          </Spin>
        </div>
      ) : state.phase === 'failed' ? (
        <Alert type="error" showIcon title="无法读取录像" />
      ) : (
        <video src={state.url} controls autoPlay style={{ width: '100%', maxHeight: '70vh', background: '#000' }} data-testid="recording-player" />
      )}
    </Modal>
  );
}
