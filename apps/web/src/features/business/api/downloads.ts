import { businessApi } from '@notaria/contracts';
import { download } from '../../../lib/api';

/** 材料打包: the zip of a case's material files with manifest.json, saved as `<业务编号>-材料.zip`; answers the name. */
export const downloadMaterialPackage = (id: number, businessNumber: string) =>
  download(businessApi.materialPackage, `${businessNumber}-材料.zip`, { query: { id } });
