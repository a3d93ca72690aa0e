/**
 * The engine's input and output. Nothing here depends on Node or on the browser: a request is plain
 * data (the HTTP server of the CLI and the try-it console build it), and so is the answer.
 */

/** Any node of an OpenAPI document (the engine reads the published, bundled specs as JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SpecNode = any;

/** A bundled OpenAPI 3.1 document: `$ref`s point inside it (`#/components/...`). */
export interface SpecDocument {
  openapi?: string;
  info?: SpecNode;
  servers?: SpecNode[];
  paths?: Record<string, SpecNode>;
  webhooks?: Record<string, SpecNode>;
  components?: SpecNode;
  security?: SpecNode[];
}

/** One part of a multipart/form-data body: a text field or a file. */
export type FormPart =
  {name: string; value: string; contentType?: string} | {name: string; filename: string; contentType?: string; data: Uint8Array};

export type SandboxBody =
  | {kind: 'none'}
  /** The raw bytes as they came over HTTP; the engine reads them by the request's Content-Type. */
  | {kind: 'bytes'; data: Uint8Array}
  | {kind: 'text'; text: string}
  /** Already split into parts (the browser's FormData). */
  | {kind: 'form'; parts: FormPart[]}
  /** A body the transport could not read whole (over its size limit, cut off): answered as a bad body. */
  | {kind: 'unreadable'; reason: string};

export interface SandboxRequest {
  method: string;
  /** Path under the API's server URL, with its query string: `/people/9b2f…?page=2`. */
  path: string;
  /** Header names in any case. */
  headers: Record<string, string | undefined>;
  body?: SandboxBody;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text (every documented body of the eight APIs is JSON or empty). */
  body: string;
}

/** Header the engine adds to say where an answer comes from (`ejemplo`, `escenario`, `validacion`…). */
export const SOURCE_HEADER = 'x-identia-sandbox';
/** Header with a Spanish note when the contract gives no wording and the engine wrote its own. */
export const NOTE_HEADER = 'x-identia-sandbox-nota';
