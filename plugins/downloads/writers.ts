/**
 * Docusaurus runs every plugin's `allContentLoaded` at the same time, and the downloads page lists files
 * that other plugins write there (ai-docs: the Postman collections and the llms files; the sandbox
 * package's tarball is packed after the build, see plugins/sandbox's `sandboxPacked`). Each of those plugins announces its writing here and the downloads plugin waits
 * for it before it reads the files. Announcements are kept per load, keyed by the `allContent` object
 * Docusaurus hands to every plugin of one load, so after an edit in `npm start` the page waits for that
 * load's files, never for the previous ones.
 */

/** The plugins whose files the downloads page lists. */
export type DownloadWriter = 'ai-docs';

interface Deferred {
  promise: Promise<void>;
  settle(outcome: Promise<unknown>): void;
}

function deferred(): Deferred {
  let settle!: (outcome: Promise<unknown>) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (outcome) => outcome.then(() => resolve(), reject);
  });
  return {promise, settle};
}

const loads = new WeakMap<object, Map<DownloadWriter, Deferred>>();

function slot(allContent: object, writer: DownloadWriter): Deferred {
  let writers = loads.get(allContent);
  if (!writers) {
    writers = new Map();
    loads.set(allContent, writers);
  }
  let entry = writers.get(writer);
  if (!entry) {
    entry = deferred();
    writers.set(writer, entry);
  }
  return entry;
}

/** Runs a writer's work and tells the downloads page when its files are written (or that it failed). */
export function announceWriting<T>(allContent: object, writer: DownloadWriter, work: Promise<T>): Promise<T> {
  slot(allContent, writer).settle(work);
  return work;
}

/** Resolves once every writer of this load has written its files; rejects if one failed. */
export async function filesWritten(allContent: object, writers: readonly DownloadWriter[]): Promise<void> {
  await Promise.all(writers.map((writer) => slot(allContent, writer).promise));
}
