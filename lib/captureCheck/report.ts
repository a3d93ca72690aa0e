/**
 * The plain-text report «Copiar resultado» puts on the clipboard, for the integrator's support
 * ticket: the platform, each check with its status and line, and the fix shown. It holds no
 * identifier: no device id or name, no user agent, no coordinates, nothing of an image or a sound.
 */
import {CHECK_IDS, CHECK_LABELS, FIX_AUDIENCE_LABELS, STATUS_LABELS, type CheckResult} from './types';

export interface ReportInput {
  /** What ran the page, in words (DetectedPlatform.description). */
  platform: string;
  /** The portal's origin: which deployment ran the checks. */
  origin: string;
  results: readonly CheckResult[];
  /** When the checks ran. */
  date: Date;
}

/** «2026-11-27 18:04 UTC». */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function captureReport({platform, origin, results, date}: ReportInput): string {
  const lines = ['Diagnóstico de captura', `Fecha: ${utcMinute(date)}`, `Portal: ${origin}`, `Plataforma: ${platform}`, ''];
  const byId = new Map(results.map((result) => [result.id, result]));
  for (const id of CHECK_IDS) {
    const result = byId.get(id);
    if (!result) {
      lines.push(`[sin resultado] ${CHECK_LABELS[id]} (${id})`);
      continue;
    }
    lines.push(`[${STATUS_LABELS[result.status].toLowerCase()}] ${CHECK_LABELS[id]} (${id}): ${result.summary}`);
    for (const step of result.fix) {
      const links = step.links.map((link) => `${origin}${link.to}`).join(' ');
      lines.push(`  ${FIX_AUDIENCE_LABELS[step.audience]}: ${step.text}${links ? ` (${links})` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
