import { request } from '../../../lib/request';

export const getFileBaseUrl = () => request<string>({ url: '/maintain/evidenceUpload/getUrl', silent: true });
