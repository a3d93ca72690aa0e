/*
 * Local monitoring (loaded synchronously, before the app). It records JavaScript errors and Web
 * Vitals (LCP, CLS, INP approximated by the longest event) and sends them only when the site
 * declares an endpoint in <meta name="monitoring-endpoint">. Nothing personal leaves the browser:
 * the page is reported by its path alone (no query string, no hash), there are no identifiers or
 * cookies, and nothing at all is collected when the browser sends Global Privacy Control.
 */
(function () {
  'use strict';
  if (navigator.globalPrivacyControl === true) return;

  var meta = document.querySelector('meta[name="monitoring-endpoint"]');
  var endpoint = meta && meta.getAttribute('content');
  var queue = [];
  var vitals = {lcp: 0, cls: 0, inp: 0};

  // Error messages can quote URLs (a failed chunk, a fetch); their query strings and fragments may
  // carry personal data, so only scheme, host and path are kept.
  function withoutQueries(text) {
    return String(text).replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"<>]*)[?#][^\s'"<>]*/gi, '$1').slice(0, 300);
  }

  function record(kind, data) {
    queue.push({kind: kind, path: location.pathname, time: Math.round(performance.now()), data: data});
  }

  window.addEventListener('error', function (event) {
    record('error', {message: withoutQueries(event.message), source: event.filename ? new URL(event.filename, location.href).pathname : '', line: event.lineno || 0});
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason && event.reason.message ? event.reason.message : String(event.reason);
    record('unhandledrejection', {message: withoutQueries(reason)});
  });

  function observe(type, onEntry) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(onEntry);
      }).observe({type: type, buffered: true});
    } catch (unsupported) {
      /* Older browsers lack some entry types; those vitals are simply not reported. */
    }
  }
  observe('largest-contentful-paint', function (entry) {
    vitals.lcp = Math.round(entry.startTime);
  });
  observe('layout-shift', function (entry) {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('event', function (entry) {
    vitals.inp = Math.max(vitals.inp, Math.round(entry.duration));
  });

  function flush() {
    if (!endpoint) return;
    record('vitals', {lcp: vitals.lcp, cls: Math.round(vitals.cls * 1000) / 1000, inp: vitals.inp});
    var body = JSON.stringify(queue.splice(0));
    // Not sendBeacon: it always sends the collector's cookies and the Referer (the full page URL,
    // query string included). This request carries neither.
    fetch(endpoint, {
      method: 'POST',
      body: body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: {'Content-Type': 'text/plain'},
    }).catch(function () {
      /* A lost report is not worth bothering the reader. */
    });
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') flush();
  });

  window.__monitoring = {queue: queue, vitals: vitals};
})();
