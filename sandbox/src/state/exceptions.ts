/**
 * What a path does not reveal, each with the product spec's words (§7, «The calls it makes»). Everything else is
 * read from the specs' paths (models.ts): this list is the only hand-written part of the models.
 */
export type Binding =
  | {verb: 'list' | 'read' | 'update' | 'delete' | 'action'; model: string}
  /** `renames`: a request field that carries a resource field under another name (`document_name` → `name`). */
  | {verb: 'create'; model: string; renames?: Record<string, string>}
  /** A read by another field than the id: `GET /people-search/{national_id}/national-id`. */
  | {verb: 'lookup'; model: string; param: string; field: string}
  /** Creates the resource or updates the one whose `field` matches: `PUT /people/update-by-national-id`. */
  | {verb: 'upsert'; model: string; field: string};

export type ModelException =
  | {api: string; kind: 'item'; item: string; collection: string; quote: string}
  | {api: string; kind: 'binding'; operation: string; binding: Binding; quote: string};

export const EXCEPTIONS: readonly ModelException[] = [
  {
    api: 'people',
    kind: 'item',
    item: '/validation/{id}',
    collection: '/validations',
    quote: '/validations: GET, POST; /validation/{id}: GET, PUT, DELETE.',
  },
  {
    api: 'people',
    kind: 'binding',
    operation: 'get /people-search/{national_id}/national-id',
    binding: {verb: 'lookup', model: '/people', param: 'national_id', field: 'national_id'},
    quote: 'GET /people-search/{national_id}/national-id',
  },
  {
    api: 'people',
    kind: 'binding',
    operation: 'get /people-search/{external_id}/external-id',
    binding: {verb: 'lookup', model: '/people', param: 'external_id', field: 'external_ref_id'},
    quote: 'GET /people-search/{external_id}/external-id … Person: … external_ref_id',
  },
  {
    api: 'people',
    kind: 'binding',
    operation: 'get /people-search/{facetec_id}/facetec-id',
    binding: {verb: 'lookup', model: '/people', param: 'facetec_id', field: 'facetec_ref_id'},
    quote: 'GET /people-search/{facetec_id}/facetec-id … Person: … facetec_ref_id',
  },
  {
    api: 'signt',
    kind: 'binding',
    operation: 'post /documents/create-from-file',
    binding: {verb: 'create', model: '/documents', renames: {document_name: 'name'}},
    quote:
      'POST /documents/create-from-file (multipart document_name, file, send_email, autosigning, callback_url, expires_in) … Document: id, template_id, name, …, from_file',
  },
  {
    api: 'people',
    kind: 'binding',
    operation: 'put /people/update-by-national-id',
    binding: {verb: 'upsert', model: '/people', field: 'national_id'},
    quote: 'PUT /people/update-by-national-id (creates or updates)',
  },
];
