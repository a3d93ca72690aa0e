/**
 * Inline script of the Spanish base-URL banner, which replaces Docusaurus' English one
 * (`baseUrlIssueBanner: false`). When the site's JavaScript did not load, it tells the reader the
 * site was built for another base URL and suggests the right one, worked out from the page's
 * canonical link, so it works on every page and not only on the home page.
 */
export const BASE_URL_BANNER_ID = 'aviso-base-url';

export function baseUrlBannerScript(baseUrl: string): string {
  return `document.addEventListener('DOMContentLoaded', function () {
  if (typeof window.docusaurus !== 'undefined') return;
  var configured = ${JSON.stringify(baseUrl)};
  var here = window.location.pathname;
  var canonical = document.querySelector('link[rel="canonical"]');
  var route = canonical ? new URL(canonical.href).pathname.slice(configured.length).replace(/\\/$/, '') : '';
  var current = here.replace(/\\/$/, '');
  var matches = route === '' || current.slice(-route.length) === route;
  var suggestion = matches ? current.slice(0, current.length - route.length) : null;
  if (suggestion !== null && suggestion.slice(-1) !== '/') suggestion += '/';
  var banner = document.createElement('div');
  banner.id = ${JSON.stringify(BASE_URL_BANNER_ID)};
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;margin:16px;padding:16px 20px;font:18px/1.5 system-ui,sans-serif';
  function line(text, strongText) {
    var paragraph = document.createElement('p');
    paragraph.style.margin = '0.25em 0';
    paragraph.appendChild(document.createTextNode(text));
    if (strongText) {
      var strong = document.createElement('strong');
      strong.textContent = strongText;
      paragraph.appendChild(strong);
    }
    banner.appendChild(paragraph);
  }
  line('', 'El sitio no se cargó correctamente.');
  line('La causa más común es que se publicó en una ruta distinta de la configurada en baseUrl.');
  line('baseUrl configurada: ', configured);
  if (suggestion !== null) line('Prueba con baseUrl = ', suggestion);
  document.body.prepend(banner);
});`;
}
