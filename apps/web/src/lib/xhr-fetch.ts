/** How much of a request body has gone out: `total` is 0 while the browser does not know the size. */
export type UploadProgress = (sent: number, total: number) => void;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch` by XMLHttpRequest, for the one thing fetch cannot do: report how much of the body has been sent.
 * It answers and fails as fetch does (a Response for any status, a TypeError when the network fails, an
 * AbortError when the signal aborts), so the request layer treats both the same.
 */
export function xhrFetch(url: string, init: RequestInit, onUploadProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(new DOMException('已取消', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = init.credentials === 'include';
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.lengthComputable ? e.total : 0);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('已取消', 'AbortError'));
    };
    xhr.onload = () => {
      settle();
      // A status the Response constructor refuses (0 or 1xx) cannot be a server's answer: treat it as a lost connection.
      if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError('Failed to fetch'));
      const body = xhr.status === 204 || xhr.status === 205 || xhr.status === 304 ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
