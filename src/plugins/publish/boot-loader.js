/*
 * Inserts the bundle scripts the build turned into preload links
 * (boot-after-paint.ts), in document order, once the parsed page has been
 * painted: DOMContentLoaded, then the next animation frame, then a task after
 * that frame. A hidden tab paints nothing, so it starts at once. Plain ES5,
 * inline in every page; its SHA-256 is in the CSP like the other inline scripts.
 */
(function () {
  var started = false;
  function boot() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-boot]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      // Dynamically inserted scripts run as soon as they arrive unless async is off; the runtime must run first.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') boot();
    else
      requestAnimationFrame(function () {
        setTimeout(boot, 0);
      });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
