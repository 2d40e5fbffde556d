/*
 * Inserts the bundle scripts the build turned into preload links
 * (boot-after-paint.ts), in document order, once the parsed page is on
 * screen: after DOMContentLoaded, when the browser reports the first
 * contentful paint (its time is known only once the frame is presented), or
 * one frame later if that paint came before the parser finished. Without
 * paint timing, or in a hidden tab, which paints nothing, it starts after the
 * next frame or at once. Plain ES5, inline in every page; its SHA-256 is in
 * the CSP like the other inline scripts.
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
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(boot, 0);
    });
  }
  function paintTiming() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    return types && types.indexOf('paint') !== -1;
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return boot();
    if (!paintTiming() || performance.getEntriesByName('first-contentful-paint').length) return afterNextFrame();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(boot, 0);
    });
    observer.observe({type: 'paint'});
    // A tab hidden before its first paint never paints; start then instead of waiting.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') boot();
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
