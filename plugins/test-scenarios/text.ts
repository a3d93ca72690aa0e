/** Wording the scenarios pages and their Markdown twins share. */
export const SCENARIOS_TRY_TEXT =
  'Cada escenario se prueba sin cuenta ni llave, de dos formas: en tu navegador, «Probar este escenario» (en la página de cada API) abre la consola de la operación con ese escenario elegido en el servidor simulado; en tu equipo, el servidor de pruebas del paquete @identia/sandbox de este portal responde el cURL de cada escenario.';
