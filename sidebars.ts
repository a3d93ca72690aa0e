import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {services} from './config/services';

/**
 * Barra lateral de la documentación (/docs). Las categorías no tienen página propia: solo agrupan.
 * Los enlaces a las referencias de API salen del registro config/services.ts.
 */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Empieza aquí',
      collapsible: true,
      collapsed: false,
      items: ['index', 'primeros-pasos', 'autenticacion'],
    },
    {
      type: 'category',
      label: 'Workflows',
      collapsible: true,
      collapsed: false,
      items: [
        'workflows/introduccion',
        {
          type: 'category',
          label: 'SDKs',
          collapsible: true,
          collapsed: false,
          items: ['workflows/sdks/web-view', 'workflows/sdks/native', 'workflows/sdks/flutter'],
        },
        'workflows/compatibilidad',
        'herramientas/diagnostico-de-captura',
        'workflows/detalles-de-errores',
      ],
    },
    {
      type: 'category',
      label: 'Guías',
      collapsible: true,
      collapsed: false,
      items: ['webhooks', 'guias/verificacion', 'guias/firma', 'guias/flujo-completo', 'biometrics/mejores-practicas'],
    },
    {
      type: 'category',
      label: 'Referencia',
      collapsible: true,
      collapsed: false,
      items: [
        'api-reference',
        'convenciones',
        {type: 'link', label: 'Catálogo de errores', href: '/docs/errores'},
        {type: 'link', label: 'Cambios en el contrato', href: '/docs/cambios'},
        ...services.map((service) => ({
          type: 'link' as const,
          label: `API de ${service.label}`,
          href: service.route,
        })),
      ],
    },
    {
      type: 'category',
      label: 'Herramientas',
      collapsible: true,
      collapsed: false,
      items: [
        'herramientas/servidor-de-pruebas',
        'herramientas/identidades-de-prueba',
        {type: 'link', label: 'Escenarios de prueba', href: '/docs/herramientas/escenarios-de-prueba'},
        'herramientas/asistentes-de-codigo',
        {type: 'link', label: 'Descargas', href: '/docs/herramientas/descargas'},
      ],
    },
  ],
};

export default sidebars;
