/**
 * Why a call got no answer, in Spanish, with what to do about it. Commands and names the reader types
 * are between backticks; the console shows them as code (`textParts`), never as literal backticks.
 */
import type {ServerKind} from './servers';

export type CallFailure = {kind: 'timeout'; seconds: number} | {kind: 'network'};

export function explainFailure(
  failure: CallFailure,
  {serverUrl, server, pageOrigin}: {serverUrl: string; server: Exclude<ServerKind, 'simulated'>; pageOrigin: string},
): string {
  if (failure.kind === 'timeout') {
    return `El servidor ${serverUrl} no respondió en ${failure.seconds} s y se canceló la llamada. Vuelve a intentarlo; si se repite, revisa que el servidor esté en marcha y que la URL sea correcta.`;
  }
  if (server === 'local') {
    return `No se pudo conectar con el paquete identia-sandbox en tu equipo (${serverUrl}). Arráncalo con \`identia-sandbox mock\` y espera a que liste las URL de las APIs; si lo arrancaste con \`--port\`, escribe ese puerto en «Puerto».`;
  }
  return `No se pudo conectar con ${serverUrl}. Este servidor pide la llave de tu cuenta: revisa tu conexión y que el servidor acepte llamadas desde ${pageOrigin} (encabezado \`Access-Control-Allow-Origin\`).`;
}

export type TextPart = {code: boolean; text: string};

/** `Arráncalo con \`identia-sandbox mock\`` → text and code parts, in order; a lone backtick stays text. */
export function textParts(message: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (let match = pattern.exec(message); match; match = pattern.exec(message)) {
    if (match.index > last) parts.push({code: false, text: message.slice(last, match.index)});
    parts.push({code: true, text: match[1]!});
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({code: false, text: message.slice(last)});
  return parts;
}
