/**
 * Opening the camera and the microphone for a check, and making sure every track stops: each stream
 * is registered in OpenStreams, a check stops them all when it ends, and an answer that arrives after
 * its check gave up is stopped as soon as it lands. No frame or sound is read, kept or sent.
 */

/** A permission request nobody answered in time (no prompt answered, or a web view that never decides). */
export class NoAnswerError extends Error {
  constructor() {
    super('Sin respuesta');
    this.name = 'NoAnswerError';
  }
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** The streams open right now; `stopAll` ends every track. */
export class OpenStreams {
  private readonly streams = new Set<MediaStream>();

  add(stream: MediaStream): MediaStream {
    this.streams.add(stream);
    return stream;
  }

  stop(stream: MediaStream): void {
    stopStream(stream);
    this.streams.delete(stream);
  }

  stopAll(): void {
    for (const stream of this.streams) stopStream(stream);
    this.streams.clear();
  }
}

/** How long a person may take to answer a permission prompt before the check says nobody did. */
export const ANSWER_TIMEOUT_MS = 60_000;

/** Rejects with NoAnswerError after `ms`; `onLate` gets the value if it still arrives. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onLate: (value: T) => void = () => {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      reject(new NoAnswerError());
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (expired) onLate(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!expired) reject(error);
      },
    );
  });
}

export function hasGetUserMedia(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** getUserMedia, registered in `streams`; a late answer is stopped at once. */
export function openMedia(constraints: MediaStreamConstraints, streams: OpenStreams, ms = ANSWER_TIMEOUT_MS): Promise<MediaStream> {
  return withTimeout(navigator.mediaDevices.getUserMedia(constraints), ms, stopStream).then((stream) => streams.add(stream));
}

/** Why a getUserMedia call failed, as far as the fix is concerned. */
export type MediaFailure = 'denied' | 'not-found' | 'busy' | 'no-answer';

export function mediaFailure(error: unknown): {failure: MediaFailure; name: string} {
  const name = error instanceof Error || error instanceof DOMException ? error.name : String(error);
  if (error instanceof NoAnswerError) return {failure: 'no-answer', name};
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return {failure: 'denied', name};
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name)) return {failure: 'not-found', name};
  // NotReadableError, TrackStartError and AbortError: the device is there but would not start (usually another app holds it).
  return {failure: 'busy', name};
}

/** Resolves true on the video's first frame, false if none came within `ms`. */
export function firstFrame(video: HTMLVideoElement, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(video.videoWidth > 0), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(video.videoWidth > 0);
    };
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(done);
    else (video as HTMLVideoElement).addEventListener('loadeddata', done, {once: true});
  });
}

/** Whether a video left the page for the full screen (iOS without inline playback does that). */
export function isFullscreen(video: HTMLVideoElement): boolean {
  const webkit = video as HTMLVideoElement & {webkitDisplayingFullscreen?: boolean};
  return webkit.webkitDisplayingFullscreen === true || document.fullscreenElement === video;
}
