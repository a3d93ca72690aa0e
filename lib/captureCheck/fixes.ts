/**
 * How to fix each problem the capture check finds, for the platform it detected, with a link to the
 * section of the guide that has the code. An app's web view gets the settings of its platform; a
 * browser the person controls gets what to do on the device; where the platform is unknown, both
 * apps' fixes are shown. tests/e2e/capture-check.test.ts checks every link's anchor in the build.
 */
import type {PlatformKind} from './platform';
import type {FixStep, GuideLink, Problem} from './types';

export const GUIDE_LINKS = {
  nativeAndroidManifest: {
    label: 'Android nativo: permisos en el manifiesto',
    to: '/docs/workflows/sdks/native#2-permisos-en-el-manifiesto',
  },
  nativeAndroidActivity: {
    label: 'Android nativo: la Activity con la web view',
    to: '/docs/workflows/sdks/native#3-la-activity-con-la-web-view',
  },
  nativeIosPlist: {label: 'iOS nativo: llaves de Info.plist', to: '/docs/workflows/sdks/native#1-llaves-de-infoplist'},
  nativeIosController: {
    label: 'iOS nativo: el controlador con WKWebView',
    to: '/docs/workflows/sdks/native#2-el-controlador-con-wkwebview',
  },
  flutterScreen: {label: 'Flutter: la pantalla con webview_flutter', to: '/docs/workflows/sdks/flutter#4-la-pantalla-con-webview_flutter'},
  webViewRequirements: {label: 'Web view: lista de requisitos', to: '/docs/workflows/sdks/web-view#lista-de-requisitos'},
  compatCommon: {label: 'Compatibilidad: requisitos comunes', to: '/docs/workflows/compatibilidad#requisitos-comunes'},
  compatAndroid: {label: 'Compatibilidad: Android', to: '/docs/workflows/compatibilidad#android'},
  compatIos: {label: 'Compatibilidad: iOS y iPadOS', to: '/docs/workflows/compatibilidad#ios-y-ipados'},
  compatDesktop: {label: 'Compatibilidad: escritorio', to: '/docs/workflows/compatibilidad#escritorio'},
  compatNotWorking: {label: 'Compatibilidad: qué no funciona', to: '/docs/workflows/compatibilidad#qué-no-funciona'},
} as const satisfies Record<string, GuideLink>;

const L = GUIDE_LINKS;

type StepsByAudience = {android?: FixStep[]; ios?: FixStep[]; person?: FixStep[]};

const android = (text: string, ...links: GuideLink[]): FixStep => ({audience: 'app-android', text, links});
const ios = (text: string, ...links: GuideLink[]): FixStep => ({audience: 'app-ios', text, links});
const person = (text: string, ...links: GuideLink[]): FixStep => ({audience: 'persona', text, links});

const ORIGIN_NOTE =
  'Si concedes el permiso solo al origen de la `public_url`, como el ejemplo de la guía, agrega el de este portal mientras haces la prueba.';

/** Where the person allows a site the camera, microphone or location, by platform. */
function siteSettingsStep(kind: PlatformKind, what: string): FixStep {
  if (kind === 'ios-browser') {
    return person(
      `Permite ${what} a esta página: en Safari, Ajustes › Safari (o el menú «aA» › Configuración del sitio web); en otro navegador, Ajustes › ese navegador. Después recarga la página.`,
      L.compatIos,
    );
  }
  if (kind === 'android-browser') {
    return person(
      `Permite ${what} a esta página en la configuración del sitio (el icono junto a la dirección) y revisa que el navegador tenga ese permiso en Ajustes › Apps. Después recarga la página.`,
      L.compatAndroid,
    );
  }
  return person(
    `Permite ${what} a esta página en la configuración del sitio (el icono junto a la dirección) y en la privacidad del sistema operativo. Después recarga la página.`,
    L.compatDesktop,
  );
}

const openInBrowser = (appName: string | undefined): FixStep =>
  person(
    `${appName ? `El navegador integrado de ${appName}` : 'Este navegador integrado'} puede no dar la cámara a las páginas: abre el enlace en Chrome (Android) o Safari (iOS), desde el menú de la app («Abrir en el navegador»).`,
    L.compatAndroid,
    L.compatIos,
  );

const STEPS: Record<Problem, StepsByAudience> = {
  'insecure-context': {
    android: [
      android(
        'Carga la `public_url` tal como llega, con `https://`; no la cambies a `http://` ni la cargues como HTML local.',
        L.webViewRequirements,
      ),
    ],
    ios: [
      ios(
        'Carga la `public_url` tal como llega, con `https://`; no la cambies a `http://` ni la cargues como HTML local.',
        L.webViewRequirements,
      ),
    ],
    person: [
      person(
        'Abre la página con `https://`. Si incrustas la `public_url` en una página propia, esa página también debe usar HTTPS.',
        L.compatCommon,
      ),
    ],
  },
  'no-getusermedia': {
    android: [
      android(
        'Android System WebView ofrece `getUserMedia` desde la versión 53 y solo en páginas HTTPS: actualiza Android System WebView (o Chrome) desde Google Play.',
        L.compatAndroid,
      ),
    ],
    ios: [
      ios(
        '`WKWebView` ofrece `getUserMedia` desde iOS 14.3 y necesita `allowsInlineMediaPlayback`: pide actualizar iOS, o abre la `public_url` en `SFSafariViewController`.',
        L.compatIos,
        L.nativeIosController,
      ),
    ],
    person: [
      person(
        'Este navegador no ofrece la cámara a las páginas: actualízalo, o abre el enlace en Chrome (Android) o Safari (iOS).',
        L.compatNotWorking,
      ),
    ],
  },
  'camera-denied': {
    android: [
      android(
        `Pide el permiso \`CAMERA\` en tiempo de ejecución antes de cargar la página y concede \`RESOURCE_VIDEO_CAPTURE\` en \`WebChromeClient.onPermissionRequest\` (en Flutter, en \`onPermissionRequest\` del controlador). ${ORIGIN_NOTE}`,
        L.nativeAndroidActivity,
        L.nativeAndroidManifest,
        L.flutterScreen,
      ),
    ],
    ios: [
      ios(
        `Agrega \`NSCameraUsageDescription\` a \`Info.plist\`, pide \`AVCaptureDevice.requestAccess(for: .video)\` antes de cargar la página y, desde iOS 15, concede la captura en \`webView(_:requestMediaCapturePermissionFor:initiatedByFrame:type:decisionHandler:)\` de \`WKUIDelegate\`. \`WKWebView\` da la cámara desde iOS 14.3. ${ORIGIN_NOTE}`,
        L.nativeIosPlist,
        L.nativeIosController,
      ),
    ],
  },
  'camera-not-found': {
    person: [
      person(
        'El navegador no encontró ninguna cámara: en un equipo de escritorio conecta una cámara web; en un celular revisa que ninguna política del dispositivo (MDM) la bloquee.',
        L.compatNotWorking,
      ),
    ],
  },
  'camera-busy': {
    person: [
      person(
        'La cámara existe pero no se pudo abrir: cierra las apps que la estén usando (videollamadas, la cámara) y vuelve a intentar.',
        L.compatCommon,
      ),
    ],
  },
  'camera-no-answer': {
    android: [
      android(
        `Nadie respondió al pedir la cámara: revisa que \`onPermissionRequest\` llame a \`grant\` o a \`deny\`. ${ORIGIN_NOTE}`,
        L.nativeAndroidActivity,
      ),
    ],
    ios: [ios('Nadie respondió al pedir la cámara: revisa que tu `WKUIDelegate` llame a `decisionHandler`.', L.nativeIosController)],
    person: [person('Nadie respondió al aviso de permiso de la cámara: vuelve a intentar y acéptalo.', L.compatCommon)],
  },
  'no-back-camera': {
    person: [
      person(
        'Para la INE conviene la cámara trasera: enfoca mejor un documento. Si la hay, revisa que ninguna política del dispositivo la bloquee.',
        L.compatDesktop,
      ),
    ],
  },
  'microphone-denied': {
    android: [
      android(
        `Declara \`RECORD_AUDIO\` y \`MODIFY_AUDIO_SETTINGS\`, pide \`RECORD_AUDIO\` antes de cargar la página y concede \`RESOURCE_AUDIO_CAPTURE\` en \`WebChromeClient.onPermissionRequest\`. ${ORIGIN_NOTE}`,
        L.nativeAndroidManifest,
        L.nativeAndroidActivity,
      ),
    ],
    ios: [
      ios(
        'Agrega `NSMicrophoneUsageDescription` a `Info.plist`, pide `AVCaptureDevice.requestAccess(for: .audio)` y concede la captura en `WKUIDelegate` (iOS 15 o superior).',
        L.nativeIosPlist,
        L.nativeIosController,
      ),
    ],
  },
  'microphone-not-found': {
    person: [
      person('El navegador no encontró ningún micrófono: conecta uno o revisa que el sistema no lo tenga desactivado.', L.compatCommon),
    ],
  },
  'microphone-busy': {
    person: [
      person(
        'El micrófono existe pero no se pudo abrir: cierra las apps que lo estén usando (llamadas, grabadoras) y vuelve a intentar.',
        L.compatCommon,
      ),
    ],
  },
  'microphone-no-answer': {
    android: [
      android(
        'Nadie respondió al pedir el micrófono: revisa que `onPermissionRequest` llame a `grant` o a `deny`.',
        L.nativeAndroidActivity,
      ),
    ],
    ios: [ios('Nadie respondió al pedir el micrófono: revisa que tu `WKUIDelegate` llame a `decisionHandler`.', L.nativeIosController)],
    person: [person('Nadie respondió al aviso de permiso del micrófono: vuelve a intentar y acéptalo.', L.compatCommon)],
  },
  'location-unsupported': {
    person: [
      person('Este navegador no ofrece la ubicación a las páginas: usa Chrome (Android) o Safari (iOS) actualizados.', L.compatNotWorking),
    ],
  },
  'location-denied': {
    android: [
      android(
        'Declara y pide `ACCESS_FINE_LOCATION`, activa `setGeolocationEnabled(true)` y responde en `WebChromeClient.onGeolocationPermissionsShowPrompt`. Si tu flujo no usa la ubicación, crea el workflow con `disable_geolocation` en `true`.',
        L.nativeAndroidActivity,
        L.webViewRequirements,
      ),
    ],
    ios: [
      ios(
        'Agrega `NSLocationWhenInUseUsageDescription` a `Info.plist`. Si tu flujo no usa la ubicación, crea el workflow con `disable_geolocation` en `true`.',
        L.nativeIosPlist,
        L.webViewRequirements,
      ),
    ],
  },
  'location-unavailable': {
    person: [
      person(
        'El dispositivo no dio una ubicación: activa la ubicación (GPS) en los ajustes del sistema y vuelve a intentar.',
        L.webViewRequirements,
      ),
    ],
  },
  'location-no-answer': {
    android: [
      android(
        'Nadie respondió al pedir la ubicación: revisa que `onGeolocationPermissionsShowPrompt` llame al `callback`.',
        L.nativeAndroidActivity,
      ),
    ],
    ios: [
      ios(
        'Nadie respondió al pedir la ubicación: revisa la llave `NSLocationWhenInUseUsageDescription` de `Info.plist`.',
        L.nativeIosPlist,
      ),
    ],
    person: [person('Nadie respondió al aviso de permiso de ubicación: vuelve a intentar y acéptalo.', L.webViewRequirements)],
  },
  'autoplay-blocked': {
    android: [
      android(
        'Desactiva `mediaPlaybackRequiresUserGesture` en los `WebSettings` de la web view (en Flutter, `setMediaPlaybackRequiresUserGesture(false)`).',
        L.nativeAndroidActivity,
        L.flutterScreen,
      ),
    ],
    ios: [
      ios(
        'Crea la `WKWebView` con una configuración que tenga `allowsInlineMediaPlayback = true` y `mediaTypesRequiringUserActionForPlayback = []`.',
        L.nativeIosController,
        L.flutterScreen,
      ),
    ],
    person: [
      person(
        'El navegador pidió un toque para reproducir video: desactiva el modo de ahorro de energía o de datos y recarga la página.',
        L.compatNotWorking,
      ),
    ],
  },
  'fullscreen-video': {
    ios: [
      ios(
        'El video se abrió a pantalla completa: crea la `WKWebView` con `allowsInlineMediaPlayback = true` antes de cargar la página.',
        L.nativeIosController,
      ),
    ],
    person: [person('El video se abrió a pantalla completa: abre el enlace en Safari actualizado.', L.compatIos)],
  },
  'camera-no-frames': {
    person: [
      person(
        'La cámara se abrió pero no entregó imagen: cierra las apps que la usen, recarga la página y vuelve a intentar.',
        L.compatCommon,
      ),
    ],
  },
  'browser-outdated': {
    android: [android('Pide actualizar Android System WebView (o Chrome) desde Google Play: la web view usa su versión.', L.compatAndroid)],
    ios: [ios('Pide actualizar iOS: `WKWebView` usa el WebKit del sistema y da la cámara desde iOS 14.3.', L.compatIos)],
    person: [
      person(
        'Actualiza el navegador, o abre el enlace en Chrome (Android) o Safari (iOS) actualizados.',
        L.compatAndroid,
        L.compatIos,
        L.compatDesktop,
      ),
    ],
  },
  'browser-version-unknown': {
    person: [person('Confirma que el navegador esté en su versión más reciente.', L.compatAndroid, L.compatIos, L.compatDesktop)],
  },
  'browser-unlisted': {
    person: [
      person(
        'Este navegador no está en la tabla de compatibilidad: prueba el enlace en Chrome (Android) o Safari (iOS).',
        L.compatAndroid,
        L.compatIos,
      ),
    ],
  },
  'browser-in-app': {},
  'browser-without-camera': {
    person: [person('Internet Explorer no tiene `getUserMedia`: abre el enlace en Chrome, Edge, Firefox o Safari.', L.compatDesktop)],
  },
};

const DENIED: Partial<Record<Problem, string>> = {
  'camera-denied': 'la cámara',
  'microphone-denied': 'el micrófono',
  'location-denied': 'la ubicación',
};

/**
 * The steps that fix `problem` where it was found: in the integrator's web view, its platform's
 * settings; in another app's browser, the way out to the system browser when the fix is that app's;
 * in a browser the person controls, what to do on the device; where the platform is unknown, both
 * apps' settings and the device's.
 */
export function fixFor(problem: Problem, kind: PlatformKind, inAppName?: string): FixStep[] {
  if (problem === 'browser-in-app') return [openInBrowser(inAppName)];
  const steps = STEPS[problem];
  const denied = DENIED[problem];
  const personSteps = denied ? [siteSettingsStep(kind, denied)] : (steps.person ?? []);
  const appSettings = Boolean(steps.android ?? steps.ios);
  switch (kind) {
    case 'android-webview':
      return steps.android ?? personSteps;
    case 'wkwebview':
      return steps.ios ?? personSteps;
    case 'in-app':
      return appSettings ? [openInBrowser(inAppName)] : personSteps;
    case 'unknown':
      return [...(steps.android ?? []), ...(steps.ios ?? []), ...personSteps];
    default:
      return personSteps;
  }
}
