#!/usr/bin/env bash
# Debian packages the project needs, installed only when missing: Chromium for
# the browser tests, a Java runtime for the W3C HTML checker, nginx with its
# brotli_static module for the nginx serving tests and `npm run serve:nginx`.
# With arguments, only those groups: `install-system-packages.sh nginx`.
set -euo pipefail
groups=("$@")
[ ${#groups[@]} -gt 0 ] || groups=(chromium java nginx)
missing=()
for group in "${groups[@]}"; do
  case "$group" in
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium) ;;
    java) command -v java >/dev/null 2>&1 || missing+=(default-jre-headless) ;;
    nginx)
      [ -x /usr/sbin/nginx ] || missing+=(nginx)
      [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
      ;;
    *) echo "Unknown package group: $group (chromium, java, nginx)" >&2; exit 2 ;;
  esac
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing packages: ${missing[*]}. Install them (apt-get install ${missing[*]}) or run as root." >&2
    exit 1
  fi
  echo "Installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  # Debian starts the nginx service on install; the project runs its own instances.
  if printf '%s\n' "${missing[@]}" | grep -qx nginx; then (nginx -s quit 2>/dev/null || true); fi
fi
