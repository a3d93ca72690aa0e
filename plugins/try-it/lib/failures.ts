/** Why a call got no answer, in Spanish, with what to do about it. */
export type CallFailure = {kind: 'timeout'; seconds: number} | {kind: 'network'};

export function explainFailure(
  failure: CallFailure,
  {serverUrl, isLocalMock, pageOrigin}: {serverUrl: string; isLocalMock: boolean; pageOrigin: string},
): string {
  if (failure.kind === 'timeout') {
    return `El servidor ${serverUrl} no respondió en ${failure.seconds} s y se canceló la llamada. Vuelve a intentarlo; si se repite, revisa que el servidor esté en marcha y que la URL sea correcta.`;
  }
  if (isLocalMock) {
    return `No se pudo conectar con el servidor de pruebas local (${serverUrl}). Arráncalo con \`identia-sandbox mock\` (o \`npm run mock\` en el repositorio del portal) y espera a que liste las URL de las APIs; si usa otro puerto, elige el servidor con ese puerto. Sin instalar nada, elige «Servidor simulado (en tu navegador)».`;
  }
  return `No se pudo conectar con ${serverUrl}. Revisa la URL del servidor (API_BASE_URL), tu conexión, y que tu servidor de pruebas permita CORS desde ${pageOrigin} (encabezado Access-Control-Allow-Origin).`;
}
