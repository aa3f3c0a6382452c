import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { canAddMoreFiles, checkUploadFile, MESSAGES, resolveUploadUrl, type UploadedFile } from '@notaria/form-core';
import { useRender } from './context.ts';
import type { ControlProps, UploadContext } from './types.ts';
import { postFile } from './upload-request.ts';
import { UPLOAD_ERROR_SECONDS } from '../runtime/store-types.ts';

const asFiles = (v: unknown): UploadedFile[] => (Array.isArray(v) ? (v as UploadedFile[]) : []);

/**
 * File and picture upload per §4/§5/§8: type, size and count checked with form-core before anything
 * is sent, an onBeforeUpload callback can cancel, the button hides at the limit.
 */
export function UploadControl(p: ControlProps<'file-upload'> & { picture?: boolean }) {
  const { store, globals, message } = useRender();
  const o = p.widget.options;
  const files = asFiles(p.value);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const ctx: UploadContext = { path: p.path, widget: p.widget };
  const locked = p.disabled || p.readonly;

  const beforeUpload = async (file: File, batch: File[]) => {
    const refusal = checkUploadFile(o, file, files.length + pending.length, batch.length);
    if (refusal) {
      // A batch over the count limit is refused as a whole: one message for it.
      if (refusal.code !== 'fileCount' || batch.indexOf(file) === 0) message.error(refusal.message);
      return Upload.LIST_IGNORE;
    }
    const verdict = await store.callbacks.onBeforeUpload?.(file, ctx);
    return verdict === false ? Upload.LIST_IGNORE : true;
  };

  const customRequest = async ({ file }: { file: unknown }) => {
    const f = file as File & { uid: string };
    setPending((list) => [...list, { uid: f.uid, name: f.name, status: 'uploading', percent: 0 }]);
    try {
      const url = resolveUploadUrl(o.uploadURL, globals);
      const result = await postFile(f, url, o.withCredentials);
      p.onChange([...asFiles(store.getValue(p.path)), result.file]);
      store.callbacks.onUploadSuccess?.(result.file, result.response, ctx);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      if (store.callbacks.onUploadError) store.callbacks.onUploadError(error, f, ctx);
      else message.error(MESSAGES.upload.uploadError(error.message), UPLOAD_ERROR_SECONDS);
    } finally {
      setPending((list) => list.filter((x) => x.uid !== f.uid));
    }
  };

  const onRemove = (item: UploadFile) => {
    const index = Number(item.uid.split(':')[1]);
    const current = asFiles(store.getValue(p.path));
    const removed = current[index];
    if (!removed) return false;
    p.onChange(current.filter((_, i) => i !== index));
    store.callbacks.onFileRemove?.(removed, ctx);
    return true;
  };

  const fileList: UploadFile[] = [...files.map((f, i) => ({ uid: `done:${i}:${f.url}`, name: f.name, url: f.url, status: 'done' as const })), ...pending];
  const showButton = !locked && canAddMoreFiles(files.length + pending.length, o.limit);
  const accept = o.fileTypes.map((t) => `.${t.replace(/^\./, '')}`).join(',');
  return (
    <div className="fr-upload" id={p.id}>
      <Upload
        accept={accept || undefined}
        multiple={o.multipleSelect}
        listType={p.picture ? 'picture-card' : 'text'}
        fileList={fileList}
        showUploadList={o.showFileList ? { showRemoveIcon: !locked } : false}
        beforeUpload={beforeUpload}
        customRequest={customRequest as never}
        onRemove={onRemove}
        disabled={locked}
      >
        {showButton ? (
          p.picture ? (
            <button type="button" className="fr-upload-button" aria-label="上传图片" style={{ border: 0, background: 'none' }}>
              <PlusOutlined />
              <div>上传图片</div>
            </button>
          ) : (
            <Button className="fr-upload-button" icon={<UploadOutlined />}>
              上传文件
            </Button>
          )
        ) : null}
      </Upload>
      {o.uploadTip ? (
        <div className="fr-upload-tip" style={{ color: '#8c8c8c' }}>
          {o.uploadTip}
        </div>
      ) : null}
    </div>
  );
}
