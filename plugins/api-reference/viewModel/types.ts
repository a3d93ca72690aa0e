/**
 * The reference pages' view model: everything a page shows, worked out at build time and already in
 * Spanish, so the browser gets only what its page renders (never the spec). Strings named `…Html`
 * are escaped or rendered from Markdown at build time.
 */

/** One row of a schema tree: a property, the items of an array, or the entry for any other key. */
export interface SchemaNodeView {
  /** Property name; absent for the root of a tree. */
  name?: string;
  /** True when `name` is a Spanish label ("cualquier clave") rather than a field name. */
  nameIsLabel?: boolean;
  /** `<code>string</code> o <code>null</code>`, `<code>array</code> de <code>object</code>`. */
  typeHtml: string;
  /** For properties and parameters: obligatorio (true) or opcional (false). */
  required?: boolean;
  /** Plain Spanish flags: "solo lectura", "solo escritura", "obsoleto". */
  flags?: string[];
  /** Constraints, format, default, const and example, each one short HTML phrase. */
  constraintsHtml?: string[];
  descriptionHtml?: string;
  /**
   * The conditions the schema states between its fields (issue 37), one Spanish sentence each, generated from their
   * JSON Schema form (`dependentRequired`, `if`/`then`, an `anyOf` of requirements) by sandbox/src/engine/conditions.ts.
   */
  conditionsHtml?: string[];
  /** Allowed values (JSON text) with their descriptions when the spec gives them. */
  enumValues?: {value: string; descriptionHtml?: string}[];
  children?: SchemaNodeView[];
  alternatives?: AlternativesView;
  /** Why the tree stops here (a schema that contains itself). */
  note?: string;
}

export interface AlternativesView {
  /** "Una de estas opciones" (oneOf) or "Una o varias de estas opciones" (anyOf). */
  heading: string;
  /** HTML: the property that tells the options apart, when the spec names one. */
  discriminatorHtml?: string;
  options: {label: string; node: SchemaNodeView}[];
}

export interface ExampleView {
  /** The named example's summary or key; absent for the single example. */
  label?: string;
  descriptionHtml?: string;
  /** Pretty-printed JSON or the example text. */
  code: string;
  language: string;
  /** An error example's documented messages, each linked to where it is explained and where it can be produced. */
  messages?: ExampleMessageView[];
}

export interface ExampleMessageView {
  message: string;
  /** Its entry in the error catalogue (`/docs/errores#error-…`): what it means and what to do. */
  catalogueHref: string;
  /** The operation page with its console set to the scenario that answers with this example (`?probar=…`). */
  scenarioHref?: string;
}

/** One part of a multipart form, and what the request example sends in it. */
export interface FormPartView {
  name: string;
  /** A file part, or a text part. */
  file: boolean;
  required: boolean;
  /** For a file part: the content types its encoding lists (`image/jpeg, image/png`), when it lists any. */
  contentTypes?: string;
  /** What the example sends: the text, or the local file (`ine_front.jpg`); absent when it sends nothing. */
  sent?: string;
  /** For a file part the example sends: the content type it is sent with. */
  sentType?: string;
}

/** A multipart form's request example: its parts, and the cURL `--form` lines that send them (the code samples' own). */
export interface FormExampleView {
  parts: FormPartView[];
  curlLines: string[];
}

export interface ContentView {
  contentType: string;
  schema?: SchemaNodeView;
  /** The status of an earlier response of the operation with this very schema, shown there instead. */
  sameSchemaAs?: string;
  /** Only the spec's own examples: where it gives none, the schema above is what the reader gets. */
  examples: ExampleView[];
  /** A multipart request body's example, as a form (never as JSON). */
  form?: FormExampleView;
}

export interface ResponseView {
  status: string;
  /** "Respuestas 2xx" style label for ranges and `default`. */
  statusLabel: string;
  descriptionHtml?: string;
  /**
   * Set when the response is one the API's operations share (viewModel/commonResponses.ts): the page gives its
   * first sentence and a link to where the entry page explains it in full, instead of its body and examples.
   */
  common?: {summaryHtml: string; href: string};
  headers: SchemaNodeView[];
  contents: ContentView[];
}

export interface ParameterGroupView {
  location: 'path' | 'query' | 'header' | 'cookie';
  title: string;
  parameters: SchemaNodeView[];
}

export interface SecurityView {
  /** One entry per accepted way to authenticate; each lists the credentials sent together, as HTML. */
  alternatives: string[][];
}

export interface CodeSampleView {
  /** Value shared with the guides' language tabs (`groupId="lenguaje"`). */
  value: string;
  label: string;
  language: string;
  source: string;
}

export interface OperationView {
  serviceId: string;
  serviceLabel: string;
  operationId: string;
  route: string;
  kind: 'operation' | 'webhook';
  /** Upper case: GET, POST… */
  method: string;
  /** The path template, or the webhook's event name. */
  path: string;
  /** Server base + path; for a webhook, the receiver's URL placeholder. */
  url: string;
  summary: string;
  /** `<title>` of the page. */
  title: string;
  /** Plain-text meta description. */
  metaDescription: string;
  descriptionHtml?: string;
  deprecated?: boolean;
  tag: string;
  security: SecurityView;
  parameters: ParameterGroupView[];
  requestBody?: {required: boolean; descriptionHtml?: string; contents: ContentView[]};
  responses: ResponseView[];
  codeSamples: CodeSampleView[];
  /** Set only when a release of the last 90 days changed the operation (see lib/changelog/changelog.ts). */
  changeNote?: ChangeNoteView;
  /** A webhook's page only: the sandbox package's command that sends its documented example to a receiver. */
  webhookTester?: WebhookTesterView;
}

/** How to send a webhook's example to your receiver with the sandbox package (lib/sandboxCommands.ts). */
export interface WebhookTesterView {
  command: string;
  /** The guide's section on the tester, with a minimal receiver. */
  guideRoute: string;
}

/** The «Actualizado en la versión…» note of an operation page: what changed, and its entry on /docs/cambios. */
export interface ChangeNoteView {
  text: string;
  href: string;
  /** The most severe class among its changes (the note's colour; the text says it in words). */
  kind?: 'breaking' | 'withdrawn' | 'non-breaking' | 'documentation';
}

/** One entry of the side navigation and of the entry page's index. */
export interface NavItemView {
  operationId: string;
  method: string;
  summary: string;
  path: string;
  route: string;
  webhook?: boolean;
  deprecated?: boolean;
}

export interface NavGroupView<Item = NavItemView> {
  tag: string;
  /** Anchor of the tag's section on the entry page. */
  anchor: string;
  items: Item[];
}

export type SidebarItemView = Pick<NavItemView, 'method' | 'summary' | 'route' | 'webhook' | 'deprecated'>;

/** The side navigation, one module per service shared by all its pages. */
export interface SidebarView {
  serviceId: string;
  title: string;
  entryRoute: string;
  groups: NavGroupView<SidebarItemView>[];
}

export interface EntryPageView {
  serviceId: string;
  serviceLabel: string;
  title: string;
  metaDescription: string;
  introHtml?: string;
  /** The intro's `## Autenticación` text, shown in the page's own Autenticación section. */
  authenticationHtml?: string;
  version?: string;
  servers: {url: string; descriptionHtml?: string}[];
  securitySchemes: {name: string; summaryHtml: string; descriptionHtml?: string}[];
  groups: (NavGroupView & {descriptionHtml?: string})[];
  /** The error responses most operations share, explained here once (their pages link here). */
  commonErrors: ResponseView[];
  /** Intro headings by id, for the old `#section/<Name>` links. */
  sectionIds: string[];
}
