/** Where the downloads page lives and how it presents itself: the plugin, its twin, llms.txt and the sidebar read these. */
export const DOWNLOADS_ROUTE = '/docs/herramientas/descargas';
export const DOWNLOADS_TITLE = 'Descargas';
export const DOWNLOADS_DESCRIPTION =
  'Cada archivo que publica el portal en un solo lugar: el servidor de pruebas, las especificaciones OpenAPI, las colecciones de Postman, los recorridos Arazzo y los archivos para asistentes de código, con su versión, su fecha y su tamaño.';
/** What the columns mean, on the page and in its twin. */
export const DOWNLOADS_COLUMNS_NOTE =
  'La versión es la que declara cada archivo (si no declara una, la huella SHA-256 de su contenido); la fecha, la del último cambio de lo que contiene; el tamaño, el del archivo que descargas.';
