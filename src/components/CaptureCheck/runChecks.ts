/**
 * The checks of the capture check page, run in order after the person's tap; each result is handed
 * to `onResult` as soon as it is known. Every stream a check opens is stopped when that check ends;
 * nothing a camera, microphone or location gives is kept beyond the line that describes it.
 */
import {fixFor} from '@site/lib/captureCheck/fixes';
import {browserVerdict, type DetectedPlatform} from '@site/lib/captureCheck/platform';
import type {CheckId, CheckResult, CheckStatus, Problem} from '@site/lib/captureCheck/types';
import type {InlineProbe} from './inlineProbe';
import {
  ANSWER_TIMEOUT_MS,
  NoAnswerError,
  OpenStreams,
  firstFrame,
  hasGetUserMedia,
  isFullscreen,
  mediaFailure,
  openMedia,
  withTimeout,
} from './media';

export interface CheckRun {
  platform: DetectedPlatform;
  /** The visible element the camera's view plays in during `video-en-linea`. */
  preview: HTMLVideoElement;
  /** The playback measured before the tap (inlineProbe.ts). */
  inlineProbe: Promise<InlineProbe>;
  streams: OpenStreams;
  onResult(result: CheckResult): void;
  /** False once the page is gone: no more checks start. */
  isActive(): boolean;
}

function result(run: CheckRun, id: CheckId, status: CheckStatus, summary: string, problem?: Problem): CheckResult {
  return {id, status, summary, fix: problem ? fixFor(problem, run.platform.kind, run.platform.inAppName) : []};
}

function checkSecureContext(run: CheckRun): CheckResult {
  return window.isSecureContext
    ? result(
        run,
        'contexto-seguro',
        'ok',
        `La página está en un contexto seguro (${location.protocol === 'https:' ? 'HTTPS' : 'origen local'}).`,
      )
    : result(
        run,
        'contexto-seguro',
        'falla',
        'La página no está en un contexto seguro: sin HTTPS el navegador no da la cámara, el micrófono ni la ubicación.',
        'insecure-context',
      );
}

function checkBrowser(run: CheckRun): CheckResult {
  const verdict = browserVerdict(run.platform);
  return result(run, 'navegador', verdict.status, verdict.summary, verdict.problem);
}

/** The largest resolution asked of each camera; the line reports what each one delivered. */
const LARGEST = {width: {ideal: 4096}, height: {ideal: 2160}} as const;
const MAX_CAMERAS = 8;
const FACING: Record<string, string> = {user: 'frontal', environment: 'trasera', left: 'lateral', right: 'lateral'};

interface MeasuredCamera {
  facing?: string;
  resolution?: string;
}

function measure(stream: MediaStream): MeasuredCamera {
  const [track] = stream.getVideoTracks();
  if (!track) return {};
  const settings = track.getSettings();
  const capabilities = typeof track.getCapabilities === 'function' ? track.getCapabilities() : {};
  const facingMode = settings.facingMode || capabilities.facingMode?.[0];
  return {
    facing: facingMode ? FACING[facingMode] : undefined,
    resolution: settings.width && settings.height ? `${settings.width}×${settings.height}` : undefined,
  };
}

function describeCamera({facing, resolution}: MeasuredCamera): string {
  const delivered = resolution ?? 'resolución no informada';
  return facing ? `${facing} ${delivered}` : `${delivered} (orientación no informada)`;
}

const isPhone = (platform: DetectedPlatform) => platform.kind !== 'desktop-browser' && platform.kind !== 'unknown';

function mediaFailureResult(run: CheckRun, id: 'camara' | 'microfono', error: unknown): CheckResult {
  const {failure, name} = mediaFailure(error);
  const device = id === 'camara' ? 'la cámara' : 'el micrófono';
  const prefix = id === 'camara' ? 'camera' : 'microphone';
  switch (failure) {
    case 'denied':
      return result(
        run,
        id,
        'falla',
        `Se negó el permiso de ${id === 'camara' ? 'cámara' : 'micrófono'}: lo negó la persona, la app que abre la página o el navegador (${name}).`,
        `${prefix}-denied`,
      );
    case 'not-found':
      return result(
        run,
        id,
        'falla',
        `No se encontró ${id === 'camara' ? 'ninguna cámara' : 'ningún micrófono'} (${name}).`,
        `${prefix}-not-found`,
      );
    case 'no-answer':
      return result(run, id, 'aviso', `Nadie respondió al pedir ${device} en ${ANSWER_TIMEOUT_MS / 1000} s.`, `${prefix}-no-answer`);
    default:
      return result(
        run,
        id,
        'falla',
        `${device[0]!.toUpperCase()}${device.slice(1)} existe, pero no se pudo abrir; quizá otra app la está usando (${name}).`,
        `${prefix}-busy`,
      );
  }
}

/** The `camara` check, and whether a camera opened (the `video-en-linea` check then plays it). */
async function checkCamera(run: CheckRun): Promise<{checked: CheckResult; opened: boolean}> {
  if (!hasGetUserMedia()) {
    const checked = result(
      run,
      'camara',
      'falla',
      'Este navegador no ofrece getUserMedia: la página no puede pedir la cámara.',
      'no-getusermedia',
    );
    return {checked, opened: false};
  }
  try {
    let first: MediaStream;
    try {
      first = await openMedia({video: LARGEST}, run.streams);
    } catch (error) {
      return {checked: mediaFailureResult(run, 'camara', error), opened: false};
    }
    const cameras = [measure(first)];
    const firstDevice = first.getVideoTracks()[0]?.getSettings().deviceId;
    run.streams.stop(first);
    // Device ids are only listed once a camera was allowed; they are used here and never shown.
    const others = (await navigator.mediaDevices.enumerateDevices())
      .filter((device) => device.kind === 'videoinput' && device.deviceId && device.deviceId !== firstDevice)
      .slice(0, MAX_CAMERAS - 1);
    for (const device of others) {
      try {
        const stream = await openMedia({video: {...LARGEST, deviceId: {exact: device.deviceId}}}, run.streams);
        cameras.push(measure(stream));
        run.streams.stop(stream);
      } catch {
        cameras.push({resolution: 'no se pudo abrir'});
      }
    }
    const list = cameras.map(describeCamera).join(', ');
    const summary = `Permiso concedido; ${cameras.length === 1 ? '1 cámara' : `${cameras.length} cámaras`}: ${list}.`;
    const reportsFacing = cameras.every((camera) => camera.facing);
    if (isPhone(run.platform) && reportsFacing && !cameras.some((camera) => camera.facing === 'trasera')) {
      return {checked: result(run, 'camara', 'aviso', `${summary} No hay cámara trasera.`, 'no-back-camera'), opened: true};
    }
    return {checked: result(run, 'camara', 'ok', summary), opened: true};
  } finally {
    run.streams.stopAll();
  }
}

async function checkMicrophone(run: CheckRun): Promise<CheckResult> {
  if (!hasGetUserMedia()) {
    return result(
      run,
      'microfono',
      'falla',
      'Este navegador no ofrece getUserMedia: la página no puede pedir el micrófono.',
      'no-getusermedia',
    );
  }
  try {
    const stream = await openMedia({audio: true}, run.streams);
    const [track] = stream.getAudioTracks();
    const rate = track?.getSettings().sampleRate;
    return result(
      run,
      'microfono',
      'ok',
      `Permiso concedido; el micrófono se abrió${rate ? ` (${rate.toLocaleString('es-MX')} Hz)` : ''}.`,
    );
  } catch (error) {
    return mediaFailureResult(run, 'microfono', error);
  } finally {
    run.streams.stopAll();
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {enableHighAccuracy: true, timeout: 20_000, maximumAge: 0}),
  );
}

async function checkLocation(run: CheckRun): Promise<CheckResult> {
  if (!('geolocation' in navigator)) {
    return result(run, 'ubicacion', 'falla', 'Este navegador no ofrece la ubicación a las páginas.', 'location-unsupported');
  }
  try {
    // Only the accuracy is read: the coordinates are neither shown nor kept.
    const {accuracy} = (await withTimeout(currentPosition(), ANSWER_TIMEOUT_MS)).coords;
    return result(
      run,
      'ubicacion',
      'ok',
      `Permiso concedido; el dispositivo dio una ubicación con precisión de ±${Math.round(accuracy)} m (no se muestra ni se guarda).`,
    );
  } catch (error) {
    if (error instanceof NoAnswerError)
      return result(
        run,
        'ubicacion',
        'aviso',
        `Nadie respondió al pedir la ubicación en ${ANSWER_TIMEOUT_MS / 1000} s.`,
        'location-no-answer',
      );
    const code = (error as GeolocationPositionError).code;
    if (code === 1)
      return result(
        run,
        'ubicacion',
        'falla',
        'Se negó el permiso de ubicación: lo negó la persona, la app que abre la página o el navegador.',
        'location-denied',
      );
    const why = code === 3 ? 'no llegó a tiempo' : 'no estuvo disponible';
    return result(run, 'ubicacion', 'aviso', `Permiso concedido, pero la ubicación ${why}.`, 'location-unavailable');
  }
}

/** Plays the camera in the visible preview, muted and inline, until its first frame. */
async function playCameraInline(run: CheckRun): Promise<'played' | 'fullscreen' | 'no-frames' | 'unavailable'> {
  let stream: MediaStream;
  try {
    stream = await openMedia({video: true}, run.streams);
  } catch {
    return 'unavailable';
  }
  const {preview} = run;
  try {
    preview.muted = true;
    preview.playsInline = true;
    preview.srcObject = stream;
    preview.hidden = false;
    try {
      await withTimeout(preview.play(), 5000);
    } catch {
      return 'no-frames';
    }
    const framed = await firstFrame(preview, 5000);
    if (isFullscreen(preview)) return 'fullscreen';
    return framed ? 'played' : 'no-frames';
  } finally {
    preview.pause();
    preview.srcObject = null;
    preview.hidden = true;
    run.streams.stopAll();
  }
}

async function checkInlineVideo(run: CheckRun, cameraOpened: boolean): Promise<CheckResult> {
  const probe = await run.inlineProbe;
  if (probe.outcome === 'blocked') {
    return result(
      run,
      'video-en-linea',
      'falla',
      `El navegador no reprodujo un video sin sonido hasta recibir un toque (${probe.reason}): la vista de la cámara no arrancará sola.`,
      'autoplay-blocked',
    );
  }
  if (probe.outcome === 'fullscreen') {
    return result(
      run,
      'video-en-linea',
      'falla',
      'El video se abrió a pantalla completa en lugar de verse dentro de la página.',
      'fullscreen-video',
    );
  }
  const withoutTap =
    probe.outcome === 'played'
      ? 'Un video sin sonido se reprodujo dentro de la página sin toque'
      : `No se midió la reproducción sin toque (${probe.reason})`;
  if (!cameraOpened) {
    return result(
      run,
      'video-en-linea',
      probe.outcome === 'played' ? 'ok' : 'aviso',
      `${withoutTap}; la vista de la cámara no se probó porque la cámara no se abrió.`,
    );
  }
  const camera = await playCameraInline(run);
  if (camera === 'fullscreen') {
    return result(
      run,
      'video-en-linea',
      'falla',
      `${withoutTap}, pero la vista de la cámara se abrió a pantalla completa.`,
      'fullscreen-video',
    );
  }
  if (camera !== 'played') {
    return result(run, 'video-en-linea', 'aviso', `${withoutTap}, pero la vista de la cámara no mostró imagen en 5 s.`, 'camera-no-frames');
  }
  return result(
    run,
    'video-en-linea',
    probe.outcome === 'played' ? 'ok' : 'aviso',
    `${withoutTap}, y la vista de la cámara se mostró en línea.`,
  );
}

/** Runs every check in order; each result is reported as soon as it is known. */
export async function runChecks(run: CheckRun): Promise<void> {
  const report = (checkResult: CheckResult) => {
    if (run.isActive()) run.onResult(checkResult);
  };
  try {
    report(checkSecureContext(run));
    report(checkBrowser(run));
    const camera = await checkCamera(run);
    report(camera.checked);
    if (!run.isActive()) return;
    report(await checkMicrophone(run));
    if (!run.isActive()) return;
    report(await checkLocation(run));
    if (!run.isActive()) return;
    report(await checkInlineVideo(run, camera.opened));
  } finally {
    run.streams.stopAll();
  }
}
