#!/bin/sh
# Configures a built console where it runs, before nginx starts (the Dockerfile puts it in the nginx
# image's /docker-entrypoint.d/; scripts/serve-nginx.ts runs it too). From PRODUCTION_BASE_URL,
# STAGING_BASE_URL, DEFAULT_ENVIRONMENT, PRODUCTION_CONTRACT_URL and STAGING_CONTRACT_URL it writes
# config.json beside index.html, and adds their origins to connect-src in the CSP: the header file
# nginx includes and the page's own <meta> tag. Nothing set: the site as deployed, untouched.
# A value that is not usable stops the start with a message naming the variable.
set -eu

site="${SITE_ROOT:-/usr/share/nginx/html}${BASE_PATH:-/}"
fail() {
  echo "petstore-config: $1" >&2
  exit 1
}

# An absolute http(s) URL, or a path on this site ("/staging-api/v1").
check_url() {
  case "$2" in
    '') return 0 ;;
    *'"'* | *'\'* | *' '*) fail "$1 cannot hold a quote, a backslash or a space: $2" ;;
    http://?* | https://?* | /*) return 0 ;;
    *) fail "$1 must be an http(s) URL or a path starting with /: $2" ;;
  esac
}

check_url PRODUCTION_BASE_URL "${PRODUCTION_BASE_URL:-}"
check_url STAGING_BASE_URL "${STAGING_BASE_URL:-}"
check_url PRODUCTION_CONTRACT_URL "${PRODUCTION_CONTRACT_URL:-}"
check_url STAGING_CONTRACT_URL "${STAGING_CONTRACT_URL:-}"
case "${DEFAULT_ENVIRONMENT:-}" in
  '' | demo | production | staging | custom) ;;
  *) fail "DEFAULT_ENVIRONMENT must be demo, production, staging or custom: $DEFAULT_ENVIRONMENT" ;;
esac
# A contract, or a default, for an environment with no server would be ignored, or break config.json.
[ -z "${PRODUCTION_CONTRACT_URL:-}" ] || [ -n "${PRODUCTION_BASE_URL:-}" ] ||
  fail "PRODUCTION_CONTRACT_URL is set, but PRODUCTION_BASE_URL is not: set both"
[ -z "${STAGING_CONTRACT_URL:-}" ] || [ -n "${STAGING_BASE_URL:-}" ] ||
  fail "STAGING_CONTRACT_URL is set, but STAGING_BASE_URL is not: set both"
case "${DEFAULT_ENVIRONMENT:-}" in
  production) [ -n "${PRODUCTION_BASE_URL:-}" ] || fail "DEFAULT_ENVIRONMENT is production, but PRODUCTION_BASE_URL is not set" ;;
  staging) [ -n "${STAGING_BASE_URL:-}" ] || fail "DEFAULT_ENVIRONMENT is staging, but STAGING_BASE_URL is not set" ;;
esac

# Each start begins from the files as deployed (kept aside at the first start), so a restart with
# other values replaces, not adds, and a config.json uploaded with the build stays when none is set.
kept="${site}.petstore-build"
if [ ! -f "$kept/.complete" ]; then
  mkdir -p "$kept"
  for file in index.html 404.html security-headers.nginx.conf config.json; do
    if [ -f "$site$file" ]; then cp "$site$file" "$kept/$file"; fi
  done
  touch "$kept/.complete"
fi
for file in index.html 404.html security-headers.nginx.conf config.json; do
  rm -f "$site$file"
  if [ -f "$kept/$file" ]; then cp "$kept/$file" "$site$file"; fi
done

if [ -z "${PRODUCTION_BASE_URL:-}${STAGING_BASE_URL:-}${DEFAULT_ENVIRONMENT:-}" ]; then
  echo "petstore-config: no configuration in the environment; the site is served as deployed"
  exit 0
fi

# "name": { "baseUrl": …, "contractUrl": … }, for an environment with a base URL.
environment() {
  [ -n "$2" ] || return 0
  printf '"%s": { "baseUrl": "%s"%s }' "$1" "$2" "${3:+, \"contractUrl\": \"$3\"}"
}
production=$(environment production "${PRODUCTION_BASE_URL:-}" "${PRODUCTION_CONTRACT_URL:-}")
staging=$(environment staging "${STAGING_BASE_URL:-}" "${STAGING_CONTRACT_URL:-}")
environments="${production}${production:+${staging:+, }}${staging}"
{
  printf '{ "environments": { %s }' "$environments"
  [ -z "${DEFAULT_ENVIRONMENT:-}" ] || printf ', "defaultEnvironment": "%s"' "$DEFAULT_ENVIRONMENT"
  printf ' }\n'
} >"${site}config.json"

# The origins of the absolute URLs; a site path is 'self', already allowed.
origins=''
for url in "${PRODUCTION_BASE_URL:-}" "${STAGING_BASE_URL:-}" \
  "${PRODUCTION_CONTRACT_URL:-}" "${STAGING_CONTRACT_URL:-}"; do
  origin=$(printf '%s' "$url" | sed -n 's#^\(https\{0,1\}://[^/?#]*\).*#\1#p')
  case " $origins " in *" $origin "*) ;; *) origins="${origins}${origin:+ $origin}" ;; esac
done
if [ -n "$origins" ]; then
  for file in index.html 404.html security-headers.nginx.conf; do
    # In the page's <meta> tag the quotes are written &#39;.
    [ ! -f "$site$file" ] || sed -i -e "s#connect-src 'self'#connect-src 'self'${origins}#" \
      -e "s#connect-src \&\#39;self\&\#39;#connect-src \&\#39;self\&\#39;${origins}#" "$site$file"
  done
fi
echo "petstore-config: wrote ${site}config.json; connect-src adds:${origins:- nothing}"
