import { endpointUrl, type Endpoint, type EndpointData, type EndpointInput } from '@notaria/contracts';
import { request, requestFile, type RequestOptions } from './request';
import { saveBlob } from './save-file';

export type CallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'docToken' | 'meetToken' | 'keepalive' | 'headers' | 'onUploadProgress'>;
type Query = RequestOptions['params'];

/** An endpoint without inputs may be called without them. */
type Args<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  file?: Blob | FormData;
}

function optionsOf(e: Endpoint, input: AnyInput = {}, options: CallOptions = {}): RequestOptions {
  const file = input.file;
  return {
    url: endpointUrl(e, input.params),
    method: e.method,
    params: input.query,
    data: input.body,
    body: file,
    // A raw upload goes with the file's own type; multipart sets its boundary itself.
    headers: e.upload === 'raw' && file instanceof Blob && file.type ? { 'Content-Type': file.type } : undefined,
    ...options,
  };
}

/**
 * Calls an endpoint of `packages/contracts` with the session's token and tenant, typed from its schemas.
 * Refusals are shown (unless `silent`) and thrown as `ApiError`; an ended session signs out once.
 */
export function call<E extends Endpoint>(e: E, ...[input, options]: Args<E>): Promise<EndpointData<E>> {
  return request<EndpointData<E>>(optionsOf(e, input as AnyInput | undefined, options));
}

/** The file an endpoint answers and the name the server gives it, without saving it (to show or print it). */
export function fetchFile<E extends Endpoint>(e: E, fallbackName: string, ...[input, options]: Args<E>): Promise<{ blob: Blob; name: string }> {
  return requestFile(optionsOf(e, input as AnyInput | undefined, options), fallbackName);
}

/** Downloads the file an endpoint answers and lets the browser save it; answers the name it was saved as. */
export async function download<E extends Endpoint>(e: E, fallbackName: string, ...[input, options]: Args<E>): Promise<string> {
  const { blob, name } = await requestFile(optionsOf(e, input as AnyInput | undefined, options), fallbackName);
  saveBlob(blob, name);
  return name;
}
