/**
 * Everything the checks need once the person taps, in a chunk of its own (`diagnostico-captura`):
 * what runs the page (Bowser, inapp-spy), the checks, the fixes and the report. The page's own chunk
 * keeps only the list and the playback probe, so the page loads as light as any guide.
 */
import {detectPlatform, type DetectedPlatform} from '@site/lib/captureCheck/platform';

export {captureReport} from '@site/lib/captureCheck/report';
export {runChecks} from './runChecks';

type NavigatorWithHints = Navigator & {userAgentData?: {brands?: {brand: string; version: string}[]}};

/** What runs the page, from what this browser reports. */
export function detectThisBrowser(): DetectedPlatform {
  const {userAgentData} = navigator as NavigatorWithHints;
  return detectPlatform({userAgent: navigator.userAgent, brands: userAgentData?.brands, maxTouchPoints: navigator.maxTouchPoints});
}
