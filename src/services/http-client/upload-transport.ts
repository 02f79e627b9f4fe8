/** One upload as a transport sends it: the headers are already the seed's (see request-headers.ts). */
export interface UploadSend {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly signal: AbortSignal;
  /** Bytes of the request body sent so far, and in all (as the browser counts them). */
  readonly onProgress: (loaded: number, total: number) => void;
}

/** The answer as received; the client parses the text the same way as for fetch. */
export interface UploadAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/** Sends a multipart body and reports its progress; rejects when no answer came (network, abort). */
export type UploadTransport = (send: UploadSend) => Promise<UploadAnswer>;

/** The parts of XMLHttpRequest an upload uses, so tests can supply their own. */
export type XhrLike = Pick<
  XMLHttpRequest,
  | "open"
  | "setRequestHeader"
  | "getResponseHeader"
  | "send"
  | "abort"
  | "withCredentials"
  | "status"
  | "responseText"
  | "upload"
  | "onload"
  | "onerror"
  | "onabort"
  | "ontimeout"
>;

/**
 * Uploads through XMLHttpRequest, the one browser API that reports upload progress (fetch does not).
 * Aborting the signal aborts the request.
 */
export const xhrTransport =
  (createXhr: () => XhrLike): UploadTransport =>
  (send) =>
    new Promise<UploadAnswer>((resolve, reject) => {
      if (send.signal.aborted) return reject(send.signal.reason);
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const done = () => send.signal.removeEventListener("abort", onAbort);
      xhr.open("POST", send.url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(send.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => send.onProgress(event.loaded, event.total);
      xhr.onload = () => {
        done();
        resolve({
          status: xhr.status,
          contentType: xhr.getResponseHeader("content-type") ?? "",
          text: xhr.responseText,
        });
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError("upload failed"));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(send.signal.reason ?? new DOMException("aborted", "AbortError"));
      };
      send.signal.addEventListener("abort", onAbort, { once: true });
      xhr.send(send.body);
    });

/** The size of a form's body before encoding: its files' bytes and its fields' characters. */
const formSize = (form: FormData): number => {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === "string" ? value.length : value.size;
  });
  return size;
};

/**
 * Uploads through fetch where XMLHttpRequest does not exist (Node: the Pact consumer tests). fetch reports
 * no upload progress, so progress is reported once, complete, when the answer arrives.
 */
export const fetchTransport =
  (fetchImpl: typeof globalThis.fetch): UploadTransport =>
  async (send) => {
    const response = await fetchImpl(send.url, {
      method: "POST",
      headers: { ...send.headers },
      body: send.body,
      credentials: "same-origin",
      signal: send.signal,
    });
    const size = formSize(send.body);
    send.onProgress(size, size);
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  };
