/*
 * Loaded by the pages the build writes for old .html/.htm addresses. The
 * client-redirects plugin writes an inline script there; the build swaps it
 * for this file because the site's Content-Security-Policy forbids inline
 * scripts it has not hashed. It sends the reader to the page named by the
 * canonical link, keeping the query and the fragment unless the target has
 * its own (as the plugin's script does).
 */
(function () {
  var canonical = document.querySelector('link[rel="canonical"]');
  if (!canonical) return;
  var target = canonical.getAttribute('href');
  var forward = !/[?#]/.test(target);
  window.location.replace(forward ? target + window.location.search + window.location.hash : target);
})();
