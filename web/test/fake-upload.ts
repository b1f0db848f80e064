import { vi } from "vitest";

/**
 * XMLHttpRequest as the image upload uses it (web/lib/api-upload.ts), for jsdom: each
 * request is kept in `FakeUpload.sent`, and a test moves it along with `progress`,
 * `respond` and `fail`, as the network would.
 */
class FakeUpload extends EventTarget {
  static sent: FakeUpload[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    this.dispatchEvent(new Event("abort"));
  }

  /** The file in the request's `file` field. */
  get file(): File {
    return this.body?.get("file") as File;
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent("progress", { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }

  fail() {
    this.dispatchEvent(new Event("error"));
  }
}

/** Puts FakeUpload in XMLHttpRequest's place for one test (setup.ts unstubs it after). */
export function fakeUploads(): typeof FakeUpload.sent {
  FakeUpload.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  return FakeUpload.sent;
}

/** A file as a device's picker gives it: a name, a type and `size` bytes. */
export const pickedFile = (name: string, type: string, size = 200) =>
  new File([new Uint8Array(size)], name, { type });
