import { expect, vi } from "vitest";

type ProgressListener =
  | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
  | null;

/**
 * Stands in for the browser's XMLHttpRequest, which uploads use for their progress: the test
 * says how far each file went and what the server answered.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  form: FormData | undefined;
  status = 0;
  responseText = "";
  upload: { onprogress: ProgressListener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.form = form;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts FakeXhr in the browser's place with nothing sent yet (undone by vi.unstubAllGlobals). */
export function fakeXhr(): void {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}

/** The `count`th request sent (from 1), once it has gone: a sender first awaits its CSRF token. */
export async function sentRequest(count: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThanOrEqual(count));
  const xhr = FakeXhr.sent[count - 1];
  if (!xhr) throw new Error(`request ${count} was not sent`);
  return xhr;
}
