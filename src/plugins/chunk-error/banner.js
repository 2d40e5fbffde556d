/*
 * Shown when the site's JavaScript cannot be fetched: a deploy replaced the
 * chunks this page asks for, or the connection dropped. Docusaurus then keeps
 * the pre-rendered page (readable, not interactive) or reloads into that
 * state, with nothing on screen to say so. This banner says so and offers
 * Retry, which reloads the page. Plain ES5 in the HTML, because it must work
 * precisely when the bundle does not; inline styles, because the stylesheet
 * may be missing too.
 */
(function () {
  var shown = false;
  function show() {
    if (shown || !document.body) return;
    shown = true;
    var banner = document.createElement('div');
    banner.setAttribute('role', 'alert');
    banner.id = 'chunk-error';
    banner.style.cssText =
      'position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:center;' +
      'padding:.75rem 1rem;background:#a4161a;color:#fff;font:1rem/1.4 system-ui,sans-serif';
    var text = document.createElement('span');
    text.textContent = 'Part of this page could not be loaded. The site may have just been updated, or the connection dropped.';
    var retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = 'Retry';
    retry.style.cssText = 'padding:.3rem 1rem;border:2px solid #fff;border-radius:4px;background:#fff;color:#a4161a;font:inherit;font-weight:600;cursor:pointer';
    retry.onclick = function () {
      window.location.reload();
    };
    banner.appendChild(text);
    banner.appendChild(retry);
    document.body.insertBefore(banner, document.body.firstChild);
  }
  function isSiteScript(url) {
    return typeof url === 'string' && url.indexOf('/assets/js/') !== -1;
  }
  // A <script> of the bundle that fails to load (capture: error events on elements do not bubble).
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && isSiteScript(target.src)) show();
    },
    true,
  );
  // A chunk the bundle loads on demand (route code), which rejects a promise nobody catches.
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (reason && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(String(reason.message)))) show();
  });
})();
