/**
 * Whether this browser plays a muted video inside the page without a tap, as a workflow's camera view
 * needs. It must be measured before the person taps: after a tap every browser lets the page play
 * video, so the check would pass in the web view that fails later. The page therefore plays, as soon
 * as it loads, a 16×16 video drawn on a canvas (no camera, no permission, nothing visible), and the
 * `video-en-linea` check reports what happened once the person has tapped.
 */
import {firstFrame, isFullscreen, stopStream, withTimeout} from './media';

export type InlineProbe =
  /** Played inside the page, muted, without a tap. */
  | {outcome: 'played'}
  /** The browser refused to play it without a tap (`NotAllowedError`, or no answer). */
  | {outcome: 'blocked'; reason: string}
  /** It played, but outside the page, full screen. */
  | {outcome: 'fullscreen'}
  /** This browser cannot draw a video from a canvas, or the page was tapped before the probe ran. */
  | {outcome: 'not-measured'; reason: string};

type UserActivationNavigator = Navigator & {userActivation?: {hasBeenActive: boolean}};

export async function probeInlinePlayback(video: HTMLVideoElement): Promise<InlineProbe> {
  if ((navigator as UserActivationNavigator).userActivation?.hasBeenActive) {
    return {outcome: 'not-measured', reason: 'la página ya había recibido un toque'};
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (typeof canvas.captureStream !== 'function' || !context) {
    return {outcome: 'not-measured', reason: 'el navegador no genera video desde un canvas'};
  }
  canvas.width = 16;
  canvas.height = 16;
  let frame = 0;
  const draw = () => {
    context.fillStyle = frame % 2 === 0 ? '#1c1e21' : '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    frame += 1;
  };
  draw();
  const painter = setInterval(draw, 100);
  const stream = canvas.captureStream(10);
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    try {
      await withTimeout(video.play(), 4000);
    } catch (error) {
      return {outcome: 'blocked', reason: error instanceof Error || error instanceof DOMException ? error.name : String(error)};
    }
    await firstFrame(video, 3000);
    return isFullscreen(video) ? {outcome: 'fullscreen'} : {outcome: 'played'};
  } finally {
    clearInterval(painter);
    stopStream(stream);
    video.pause();
    video.srcObject = null;
  }
}
