/**
 * The page's side of the search worker (`searchWorker.ts`): one worker per page load, shared by
 * the navbar box and /buscar, started on the first search (no page pays for search before).
 */
import type {SearchRequest, SearchResponse} from './searchMessages';

type Answer = Extract<SearchResponse, {ok: true}>;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, {resolve: (answer: Answer) => void; reject: (error: Error) => void}>();

const failure = (message = 'No se pudo cargar la búsqueda.') => new Error(message);

/** Rejects every request waiting for an answer and drops the worker, so the next request starts another. */
function failAll(error: Error): void {
  worker?.terminate();
  worker = undefined;
  for (const {reject} of pending.values()) reject(error);
  pending.clear();
}

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'busqueda'});
    worker.addEventListener('message', (event: MessageEvent<SearchResponse>) => {
      const response = event.data;
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if (response.ok) waiting.resolve(response);
      else waiting.reject(failure(response.message));
    });
    // The worker's script could not be loaded or threw: no answer will come.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      failAll(failure());
    });
  }
  return worker;
}

/** Sends a request to the worker; resolves with its answer, rejects with a message for the reader. */
export function askSearchWorker(request: Omit<SearchRequest, 'id'>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve, reject});
    try {
      searchWorker().postMessage({...request, id} satisfies SearchRequest);
    } catch {
      pending.delete(id);
      reject(failure());
    }
  });
}
