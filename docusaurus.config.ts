import type {Config, LoadContext, Plugin, PluginConfig, PluginModule, PluginOptions} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {company, siteSettings} from './config/site';
import {services} from './config/services';
import {legalDocuments, legalPdfPath, type LegalDocument} from './config/legal';
import {accessibleCodeTheme} from './config/prismTheme';
import rehypeFocusableTables from './plugins/remark/focusableTables';
import rehypeEndpointLinks from './plugins/remark/endpointLinks';
import rehypeLabelledTaskLists from './plugins/remark/labelledTaskLists';
import aiDocsPlugin from './plugins/ai-docs';
import errorCataloguePlugin from './plugins/error-catalogue';
import changelogPlugin from './plugins/changelog';
import testScenariosPlugin from './plugins/test-scenarios';
import codeHighlightingPlugin from './plugins/code-highlighting';
import apiReferencePlugin from './plugins/api-reference';
import legalPdfPlugin from './plugins/legal-pdfs';
import responsiveLayoutPlugin from './plugins/responsive-layout';
import searchPlugin from './plugins/search';
import staticHostingPlugin from './plugins/static-hosting';
import startupPlugin from './plugins/startup';
import tryItPlugin from './plugins/try-it';
import sandboxPlugin from './plugins/sandbox';
import downloadsPlugin from './plugins/downloads';
import {baseUrlBannerScript} from './config/baseUrlBanner';
import {EXACT_LAYOUT_AT_LOAD_SCRIPT} from './lib/ui/exactLayout';

/** A local plugin with typed options, in the shape `plugins` expects. */
const withOptions = <Options, Content>(
  plugin: (context: LoadContext, options: Options) => Plugin<Content>,
  options: Options,
): PluginConfig => [plugin as unknown as PluginModule, options as PluginOptions];

// Relative to the site folder: the whole config, plugin options included, is serialized into main.js.
const generatedStaticDir = 'generated/static';

const legalLinks = (group: LegalDocument['group']) =>
  legalDocuments
    .filter((document) => document.group === group)
    .map((document) => ({label: document.label, href: `pathname://${legalPdfPath(document)}`}));

/** The contact details may come from the environment: escaped before they enter footer HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const contactLink = (href: string, label: string) => `<a class="footer__link-item" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

const monitoringScripts: Config['scripts'] = [
  // Synchronous on purpose (product spec): it must be running before any error can happen.
  {src: '/js/monitoring.js'},
  ...(siteSettings.remoteMonitoringScript ? [{src: siteSettings.remoteMonitoringScript, async: true}] : []),
];

const config: Config = {
  title: `${company.tradeName} para desarrolladores`,
  tagline: 'APIs de verificación de identidad, onboarding y firma de documentos para México',
  favicon: 'img/favicon.svg',
  url: siteSettings.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {v4: true},
  i18n: {defaultLocale: 'es', locales: ['es']},
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  staticDirectories: ['static', generatedStaticDir],
  scripts: monitoringScripts,
  headTags: [
    ...(siteSettings.monitoringEndpoint
      ? [{tagName: 'meta', attributes: {name: 'monitoring-endpoint', content: siteSettings.monitoringEndpoint}}]
      : []),
    // Spanish replacement of Docusaurus' English base-URL banner (disabled below).
    {tagName: 'script', attributes: {}, innerHTML: baseUrlBannerScript('/')},
    // A link to a spot of a long list lands exactly on a full load (lib/ui/exactLayout.ts).
    {tagName: 'script', attributes: {}, innerHTML: EXACT_LAYOUT_AT_LOAD_SCRIPT},
  ],
  baseUrlIssueBanner: false,
  clientModules: ['./src/clientModules/chunkRecovery.tsx', './src/clientModules/prefetchOnIntent.ts'],
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          rehypePlugins: [rehypeFocusableTables, rehypeLabelledTaskLists, rehypeEndpointLinks],
          routeBasePath: 'docs',
          showLastUpdateTime: false,
        },
        blog: {
          showReadingTime: true,
          rehypePlugins: [rehypeFocusableTables, rehypeLabelledTaskLists, rehypeEndpointLinks],
          blogTitle: 'Blog',
          blogDescription: 'Novedades y ejemplos del portal para desarrolladores',
          blogSidebarTitle: 'Entradas recientes',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    withOptions(apiReferencePlugin, {apiBaseUrl: siteSettings.apiBaseUrl, downloadsDir: generatedStaticDir}),
    withOptions(aiDocsPlugin, {outputDir: generatedStaticDir}),
    errorCataloguePlugin,
    changelogPlugin,
    testScenariosPlugin,
    withOptions(sandboxPlugin, {outputDir: generatedStaticDir}),
    withOptions(downloadsPlugin, {outputDir: generatedStaticDir}),
    withOptions(legalPdfPlugin, {outputDir: `${generatedStaticDir}/legal`}),
    codeHighlightingPlugin,
    responsiveLayoutPlugin,
    withOptions(searchPlugin, {staticDir: generatedStaticDir}),
    staticHostingPlugin,
    tryItPlugin,
    startupPlugin,
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {
        name: 'keywords',
        content: 'API, KYC, NOM 151, OCR de INE, biometría, CURP, RFC, firma electrónica, FIEL, onboarding, México',
      },
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'referencia-completa',
      content: 'Ya está disponible la referencia completa de las ocho APIs. <a href="/docs/api-reference">Consúltala aquí</a>.',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: company.tradeName,
      // A PNG (96 px for 3x screens), not the SVG: every SVG image is a document the browser builds on load.
      logo: {alt: `Logotipo de ${company.tradeName}`, src: 'img/logo.png', width: 32, height: 32},
      items: [
        {to: '/docs/', label: 'Documentación', position: 'left', activeBaseRegex: '^/docs/(?!api/)'},
        {
          type: 'dropdown',
          label: 'APIs',
          position: 'left',
          items: services.map((service) => ({label: service.label, to: service.route})),
        },
        {type: 'search', position: 'right'},
        {href: siteSettings.accountUrl, label: 'Acceder', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Comunidad',
          items: [
            {label: 'Stack Overflow', href: company.community.stackOverflow},
            {label: 'Discord', href: company.community.discord},
            {label: 'X (Twitter)', href: company.community.twitter},
          ],
        },
        {
          title: 'Más',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: company.community.github},
          ],
        },
        {title: 'Avisos de privacidad', items: legalLinks('privacy')},
        {title: 'Políticas', items: legalLinks('policy')},
        {
          title: 'Contacto',
          items: [
            // As plain anchors: an `href` item is an external link to Docusaurus (new tab and an
            // external-link icon), which an e-mail address or a phone number is not.
            {html: contactLink(`mailto:${company.email}`, company.email)},
            {html: contactLink(`tel:${company.phone.replace(/\s+/g, '')}`, company.phone)},
            {html: `<address class="footer__address">${company.address}</address>`},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${company.legalName.replace(/\.$/, '')}. Todos los derechos reservados.`,
    },
    prism: {
      theme: accessibleCodeTheme,
      additionalLanguages: ['swift', 'kotlin', 'gradle', 'dart', 'php', 'java', 'bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
