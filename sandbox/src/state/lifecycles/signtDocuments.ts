/**
 * Signt's document lifecycle (product spec §4): «Document lifecycle: created, filled, generated, signed with
 * NOM 151.» A document's state is read from its own fields: `signed_at` set is signed, `last_generated_at` set is
 * generated; filled is every field of its template with a value. The fields are the template's elements that take
 * a value (§3: «DocumentElement: … value (text or image)»; «TemplateElement: … type (1 text, 2 image, 3 signature)»,
 * a signature is placed by its signer) without a `default_value`.
 */
import type {Resource} from '../shapes';
import type {LifecycleRule, RuleContext} from './types';

const DOCUMENTS = '/documents';
const DOCUMENT_ELEMENTS = '/document-elements';
const TEMPLATE_ELEMENTS = '/template-elements';
const FIELD_TYPES = new Set([1, 2]);

const isSigned = (document: Resource | undefined) => document?.signed_at !== null && document?.signed_at !== undefined;
const isGenerated = (document: Resource | undefined) => document?.last_generated_at !== null && document?.last_generated_at !== undefined;

/** The template's fields that the document has no value for. */
function missingFields(context: RuleContext, document: Resource): Array<{name: unknown; template_element_id: unknown}> {
  const {store, api} = context;
  const filled = new Set(
    store
      .list(api, DOCUMENT_ELEMENTS)
      .filter((element) => element.document_id === document.id && element.value !== null && element.value !== '')
      .map((element) => element.template_element_id),
  );
  return store
    .list(api, TEMPLATE_ELEMENTS)
    .filter((element) => element.template_id === document.template_id && FIELD_TYPES.has(Number(element.type)))
    .filter((element) => (element.default_value === null || element.default_value === undefined) && !filled.has(element.id))
    .map((element) => ({name: element.name, template_element_id: element.id}));
}

/** Stores the values of a document's fields (creation's `elements`, fill-elements' `fields`) as its document elements. */
function storeValues(context: RuleContext, document: Resource, values: Array<[string, unknown]>): Resource[] {
  const {store, api, now} = context;
  return values.map(([templateElementId, value]) => {
    const existing = store
      .list(api, DOCUMENT_ELEMENTS)
      .find((element) => element.document_id === document.id && element.template_element_id === templateElementId);
    if (existing) return store.update(api, DOCUMENT_ELEMENTS, String(existing.id), {value, updated_at: now()})!;
    const id = context.newId(DOCUMENT_ELEMENTS);
    const element = {id, template_element_id: templateElementId, document_id: document.id, value, created_at: now(), updated_at: now()};
    return store.insert(api, DOCUMENT_ELEMENTS, String(id), element, true);
  });
}

const ALREADY_SIGNED = 'document-has-already-been-signed-can-t';
const NOT_GENERATED = 'document-has-not-been-generated';

/** «After signing, fill, add-signer and add-sign-field changes are refused.» §8: «'Document has already been signed, can't make changes' (400)». */
const refuseWhenSigned = (context: RuleContext) => (isSigned(context.resource) ? context.documented(400, ALREADY_SIGNED) : undefined);
/** «Sign needs a generated document.» «Download and preview need a generated document.» §8: «'Document has not been generated' (400, sign/download)». */
const refuseUnlessGenerated = (context: RuleContext) =>
  isGenerated(context.resource) ? undefined : context.documented(400, NOT_GENERATED);

const touch = (context: RuleContext, changes: Resource) =>
  context.store.update(context.api, DOCUMENTS, String(context.resource!.id), {...changes, updated_at: context.now()})!;

export const SIGNT_DOCUMENT_RULES: LifecycleRule[] = [
  {
    api: 'signt',
    operationId: 'createDocument',
    quote:
      '/documents: GET (search), POST (name, template_id, send_email, autosigning, callback_url, expires_in, elements[{template_element_id, value}])',
    afterCreate(context, created) {
      const elements = (context.valid.body as {elements?: Array<{template_element_id?: string; value?: unknown}>})?.elements ?? [];
      storeValues(
        context,
        created,
        elements.flatMap((element) =>
          element.template_element_id ? [[element.template_element_id, element.value] as [string, unknown]] : [],
        ),
      );
      return created;
    },
  },
  {
    api: 'signt',
    operationId: 'fillDocumentElements',
    quote:
      "After signing, fill, add-signer and add-sign-field changes are refused. §8: 'Document has already been signed, can't make changes' (400)",
    refuse: refuseWhenSigned,
    apply(context) {
      const fields = Object.entries((context.valid.body as {fields?: Record<string, unknown>}).fields ?? {});
      const elements = storeValues(context, context.resource!, fields);
      const example = context.successValue() as {result?: unknown};
      return context.answer({...example, result: elements});
    },
  },
  {
    api: 'signt',
    operationId: 'addDocumentSigners',
    quote:
      "After signing, fill, add-signer and add-sign-field changes are refused. §8: 'Document has already been signed, can't make changes' (400)",
    refuse: refuseWhenSigned,
  },
  {
    api: 'signt',
    operationId: 'addDocumentSignFields',
    quote:
      "After signing, fill, add-signer and add-sign-field changes are refused. §8: 'Document has already been signed, can't make changes' (400)",
    refuse: refuseWhenSigned,
  },
  {
    api: 'signt',
    operationId: 'generateDocument',
    quote: 'Generate needs all fields filled. §8: generate with missing data: 400 with missing_fields list (name, template_element_id)',
    refuse(context) {
      // A document already generated had every field filled then (the examples show such documents without their
      // values): generating it again needs nothing more.
      if (isGenerated(context.resource)) return undefined;
      const missing = missingFields(context, context.resource!);
      if (missing.length === 0) return undefined;
      const documented = context.documented(400, 'nombre-arrendatario');
      const body = JSON.parse(documented.body) as {error?: Record<string, unknown>};
      return {...documented, body: JSON.stringify({...body, error: {...body.error, missing_fields: missing}})};
    },
    apply(context) {
      const document = touch(context, {last_generated_at: context.now()});
      const example = context.successValue() as {result?: unknown};
      return context.answer({...example, result: document});
    },
  },
  {
    api: 'signt',
    operationId: 'signDocument',
    quote:
      "Sign needs a generated document. … With a callback_url the call answers 'Webhook created'. §8: 'Document has not been generated' (400, sign/download)",
    refuse: refuseUnlessGenerated,
    apply(context) {
      const document = touch(context, {signed_at: context.now()});
      const withCallback = typeof document.callback_url === 'string' && document.callback_url !== '';
      if (withCallback) return {...context.documented(200, 'conCallback'), headers: {'content-type': 'application/json'}};
      return undefined;
    },
  },
  {
    api: 'signt',
    operationId: 'downloadDocument',
    quote: "Download and preview need a generated document. §8: 'Document has not been generated' (400, sign/download)",
    refuse: refuseUnlessGenerated,
  },
];
