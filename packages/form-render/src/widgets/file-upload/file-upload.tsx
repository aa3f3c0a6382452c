import { UploadControl } from '../../core/upload-control.tsx';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function FileUploadControl(p: ControlProps<'file-upload'>) {
  return <UploadControl {...p} />;
}

export const fileUploadEntry = fieldEntry<'file-upload'>(meta, FileUploadControl);
