/**
 * People's media files (product spec §3 and §7): «Media file: id, model_type, model_id, uuid, collection_name …,
 * name, file_name, mime_type, disk, size, custom_properties …» attached with `POST /files/add-to-model` «(multipart
 * file, file_tmp_id, collection, model, model_id, metadata)», listed with `GET /files/get-from-model` «(collection,
 * model, model_id, expires_in_min, page default 1, include_tmp_url default false)», removed with
 * `DELETE /files/delete-from-model` «(collection, model, model_id, media_uuid)», and a missing one is §8's «files:
 * 'File not found.'». No path names a file model, so the files are a collection of this lifecycle (`/files`).
 */
import type {Resource} from '../shapes';
import type {LifecycleRule, RuleCollection, RuleContext} from './types';

export const FILES = '/files';
const FILE_NOT_FOUND = 'file-not-found';

const query = (context: RuleContext, name: string) => context.valid.query.get(name) ?? undefined;
const body = (context: RuleContext) => (context.valid.body ?? {}) as Record<string, unknown>;
/** «collection (default 'default')» (§3, Media file). */
const collectionOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : 'default');

/** A file of a documented answer without its temporary URL (`tmp_url` comes only when asked). */
const stored = ({tmp_url: _tmpUrl, ...file}: Resource) => file;

function nextId(context: RuleContext): number {
  return Math.max(0, ...context.store.list(context.api, FILES).map((file) => Number(file.id) || 0)) + 1;
}

/** The example's text with the example file's id and file name replaced by this file's. */
function renamed(text: unknown, example: Resource, file: Resource): unknown {
  if (typeof text !== 'string') return text;
  return text
    .split(`/${String(example.id)}/`)
    .join(`/${String(file.id)}/`)
    .split(String(example.file_name))
    .join(String(file.file_name));
}

export const PEOPLE_FILE_COLLECTION: RuleCollection = {
  api: 'people',
  collection: FILES,
  idField: 'id',
  seed(exampleOf) {
    const added = (exampleOf('addFileToModel') as {result?: Resource})?.result;
    const listed = ((exampleOf('getFilesFromModel') as {result?: {data?: Resource[]}})?.result?.data ?? []).map(stored);
    return [...(added ? [added] : []), ...listed];
  },
};

export const PEOPLE_FILE_RULES: LifecycleRule[] = [
  {
    api: 'people',
    operationId: 'addFileToModel',
    quote:
      'POST /files/add-to-model (multipart file, file_tmp_id, collection, model, model_id, metadata) … Media file: id, model_type, model_id, uuid, collection_name',
    apply(context) {
      const example = ((context.successValue() as {result?: Resource}).result ?? {}) as Resource;
      const sent = body(context);
      const upload = context.valid.files.file?.[0];
      const id = nextId(context);
      const fileName = upload?.filename ?? String(example.file_name);
      const file: Resource = {
        ...example,
        id,
        model_type: sent.model,
        model_id: sent.model_id,
        uuid: globalThis.crypto.randomUUID(),
        collection_name: collectionOf(sent.collection),
        name: fileName.replace(/\.[^.]+$/, ''),
        file_name: fileName,
        mime_type: upload?.contentType ?? example.mime_type,
        size: upload?.size ?? example.size,
        custom_properties: sent.metadata !== undefined ? {metadata: sent.metadata} : {},
        created_at: context.now(),
        updated_at: context.now(),
      };
      file.original_url = renamed(example.original_url, example, file);
      context.store.insert(context.api, FILES, String(id), file, true);
      return context.answerResource(file, 'id');
    },
  },
  {
    api: 'people',
    operationId: 'getFilesFromModel',
    quote: 'GET /files/get-from-model (collection, model, model_id, expires_in_min, page default 1, include_tmp_url default false)',
    apply(context) {
      const collection = collectionOf(query(context, 'collection'));
      const withTmpUrl = query(context, 'include_tmp_url') === 'true' || query(context, 'include_tmp_url') === '1';
      const example = ((context.successValue() as {result?: {data?: Resource[]}}).result?.data ?? [])[0];
      const files = context.store
        .list(context.api, FILES)
        .filter((file) => file.model_type === query(context, 'model') && file.model_id === query(context, 'model_id'))
        .filter((file) => file.collection_name === collection)
        .map((file) =>
          withTmpUrl && example ? {...file, tmp_url: expiringOnClock(context, renamed(example.tmp_url, example, file))} : file,
        );
      return context.answerPage(files, FILES);
    },
  },
  {
    api: 'people',
    operationId: 'deleteFileFromModel',
    quote: "DELETE /files/delete-from-model (collection, model, model_id, media_uuid) … files: 'File not found.'",
    refuse(context) {
      return findToDelete(context) ? undefined : context.documented(404, FILE_NOT_FOUND);
    },
    apply(context) {
      context.store.remove(context.api, FILES, String(findToDelete(context)!.id));
      return undefined;
    },
  },
  {
    api: 'people',
    operationId: 'getFileTmpUrl',
    quote: "GET /files/{id}/get-tmp-url (expires_in_min) … files: 'File not found.'",
    refuse(context) {
      return context.store.find(context.api, FILES, context.valid.params.id ?? '') ? undefined : context.documented(404, FILE_NOT_FOUND);
    },
    apply(context) {
      const file = context.store.find(context.api, FILES, context.valid.params.id ?? '')!;
      const example = ((context.successValue() as {result?: Resource}).result ?? {}) as Resource;
      // The example's URL names its own file: `…/tmp/1041/ine_frente.jpg?…`.
      const [, exampleId, exampleName] = /\/(\d+)\/([^/?]+)(?:\?|$)/.exec(String(example.tmp_url ?? '')) ?? [];
      const tmpUrl = exampleId ? renamed(example.tmp_url, {id: exampleId, file_name: exampleName}, file) : example.tmp_url;
      return context.answer({...(context.successValue() as object), result: {...example, tmp_url: expiringOnClock(context, tmpUrl)}});
    },
  },
];

/**
 * The URL's `expires` (epoch seconds, as the example writes it) `expires_in_min` minutes after now on the simulator's
 * clock, when the call asks for a duration; without one, the example's URL as it is.
 */
function expiringOnClock(context: RuleContext, url: unknown): unknown {
  const minutes = Number(query(context, 'expires_in_min'));
  if (typeof url !== 'string' || !Number.isInteger(minutes) || minutes <= 0) return url;
  const expires = Math.floor(context.clock().getTime() / 1000) + minutes * 60;
  return url.replace(/([?&]expires=)\d+/, `$1${expires}`);
}

function findToDelete(context: RuleContext): Resource | undefined {
  return context.store
    .list(context.api, FILES)
    .find(
      (file) =>
        file.uuid === query(context, 'media_uuid') &&
        file.model_type === query(context, 'model') &&
        file.model_id === query(context, 'model_id'),
    );
}
