type Listener = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest (uploads use it for their progress): records the request and lets a test report
 * upload progress and answer. `FakeXhr.install()` puts it in place of the global.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  static install(): void {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  /** The request sent last. */
  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XMLHttpRequest was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = undefined;
  aborted = false;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** `loaded` of `total` bytes have gone up. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server's answer. */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
}
