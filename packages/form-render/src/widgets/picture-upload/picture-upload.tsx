import { UploadControl } from '../../core/upload-control.tsx';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function PictureUploadControl(p: ControlProps<'picture-upload'>) {
  return <UploadControl {...(p as unknown as ControlProps<'file-upload'>)} picture />;
}

export const pictureUploadEntry = fieldEntry<'picture-upload'>(meta, PictureUploadControl);
