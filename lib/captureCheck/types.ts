/**
 * The vocabulary of the capture check page (/docs/herramientas/diagnostico-de-captura): its checks,
 * their results and the fixes a failure shows. Shared by the page's browser code
 * (src/components/CaptureCheck), the pure logic beside this file and the tests.
 */

/** The checks, in the order the page runs and lists them; each is an element with `data-check="<id>"`. */
export const CHECK_IDS = ['contexto-seguro', 'navegador', 'camara', 'microfono', 'ubicacion', 'video-en-linea'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export const CHECK_LABELS: Record<CheckId, string> = {
  'contexto-seguro': 'Conexión segura',
  navegador: 'Navegador o web view',
  camara: 'Cámara',
  microfono: 'Micrófono',
  ubicacion: 'Ubicación',
  'video-en-linea': 'Video en línea',
};

/** What each check is for, shown before it runs. */
export const CHECK_PURPOSES: Record<CheckId, string> = {
  'contexto-seguro': 'La cámara, el micrófono y la ubicación solo se dan a páginas seguras (HTTPS).',
  navegador: 'Qué ejecuta la página y si su versión está en la tabla de compatibilidad.',
  camara: 'Permiso, que se abra la cámara, qué cámaras hay y a qué resolución.',
  microfono: 'Para los pasos que graban voz, como la firma biométrica.',
  ubicacion: 'Para la verificación de domicilio por ubicación.',
  'video-en-linea': 'Que la imagen de la cámara se vea dentro de la página, sin sonido y sin toque.',
};

/** `data-status` of a finished check. */
export type CheckStatus = 'ok' | 'falla' | 'aviso';

export const STATUS_LABELS: Record<CheckStatus, string> = {ok: 'Correcto', falla: 'Falla', aviso: 'Aviso'};

/** What went wrong, as far as the fixes are concerned. */
export type Problem =
  | 'insecure-context'
  | 'no-getusermedia'
  | 'camera-denied'
  | 'camera-not-found'
  | 'camera-busy'
  | 'camera-no-answer'
  | 'no-back-camera'
  | 'microphone-denied'
  | 'microphone-not-found'
  | 'microphone-busy'
  | 'microphone-no-answer'
  | 'location-unsupported'
  | 'location-denied'
  | 'location-unavailable'
  | 'location-no-answer'
  | 'autoplay-blocked'
  | 'fullscreen-video'
  | 'camera-no-frames'
  | 'browser-outdated'
  | 'browser-version-unknown'
  | 'browser-unlisted'
  | 'browser-in-app'
  | 'browser-without-camera';

/** Who applies a fix: the integrator's app on one platform, or the person using the browser. */
export type FixAudience = 'app-android' | 'app-ios' | 'persona';

export const FIX_AUDIENCE_LABELS: Record<FixAudience, string> = {
  'app-android': 'En tu app Android (WebView)',
  'app-ios': 'En tu app iOS (WKWebView)',
  persona: 'En el dispositivo',
};

export interface GuideLink {
  label: string;
  /** A route of the portal with the section's anchor. */
  to: string;
}

/** One step of a fix. `text` marks code with backticks, as the guides do. */
export interface FixStep {
  audience: FixAudience;
  text: string;
  links: GuideLink[];
}

export interface CheckResult {
  id: CheckId;
  status: CheckStatus;
  /** One line: what the check found. */
  summary: string;
  /** How to fix it, for the platform detected (empty when the check passed). */
  fix: FixStep[];
}
