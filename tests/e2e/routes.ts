import {services} from '../../config/services';

/** Every route of section 2 of the product spec with the heading a reader sees there. */
export const siteRoutes: {route: string; heading: RegExp}[] = [
  {route: '/', heading: /para desarrolladores/},
  {route: '/blog', heading: /./},
  {route: '/blog/archive', heading: /Archivo/},
  {route: '/blog/tags', heading: /Etiquetas/},
  {route: '/blog/tags/docusaurus', heading: /docusaurus/i},
  {route: '/blog/tags/facebook', heading: /facebook/i},
  {route: '/blog/tags/hello', heading: /hello/i},
  {route: '/blog/tags/hola', heading: /hola/i},
  {route: '/blog/first-blog-post', heading: /Primera entrada/},
  {route: '/blog/long-blog-post', heading: /entrada larga/},
  {route: '/blog/mdx-blog-post', heading: /MDX/},
  {route: '/blog/welcome', heading: /Bienvenida/},
  {route: '/docs/', heading: /Introducción/},
  {route: '/docs/api-reference', heading: /API/},
  {route: '/docs/biometrics/mejores-practicas', heading: /biom/i},
  {route: '/docs/workflows/compatibilidad', heading: /ompatibilidad/},
  {route: '/docs/workflows/detalles-de-errores', heading: /rror/},
  {route: '/docs/workflows/sdks/flutter', heading: /Flutter/},
  {route: '/docs/workflows/sdks/native', heading: /nativ/i},
  {route: '/docs/workflows/sdks/web-view', heading: /web ?view/i},
  {route: '/buscar', heading: /Buscar/},
  {route: '/docs/errores', heading: /Catálogo de errores/},
  {route: '/docs/cambios', heading: /Cambios en el contrato/},
  {route: '/docs/herramientas/escenarios-de-prueba', heading: /Escenarios de prueba/},
  ...services.map((service) => ({
    route: `/docs/herramientas/escenarios-de-prueba/${service.id}`,
    heading: new RegExp(`Escenarios de prueba: API de ${service.label}`),
  })),
  ...services.map((service) => ({route: service.route, heading: new RegExp(`API de ${service.label.replace(/\s+/g, '\\s?')}`, 'i')})),
];
