#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium (the full browser for Lighthouse, its headless
# shell for the e2e files) with its CJK fonts, nginx for the deploy test, and PostgreSQL for the
# storage contracts. `npm test` runs this first (the `pretest` script) and `.ci/run` before `npm ci`. It installs what is missing when this user may (root, or
# sudo without a password); otherwise it prints one line saying what to run and stops, so that no
# test starts only to fail for want of a browser or a database.
set -uo pipefail

chrome=${CHROME_PATH:-/usr/bin/chromium}
need=()
[ -x "$chrome" ] || need+=(chromium)
shell=${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}
[ -x "$shell" ] || need+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
# The storage contracts also run on PostgreSQL: the tests start throwaway clusters with
# the server programs of Debian's package, never a system service.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
# Without CJK fonts every zh-TW glyph is a box, and the screenshots and contrast checks mean nothing.
if command -v dpkg-query >/dev/null 2>&1; then
  dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q 'ok installed' || need+=(fonts-noto-cjk)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "npm test needs ${need[*]}: run \`sudo apt-get install -y ${need[*]}\`, then npm test again." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs ${need[*]} (Debian packages); install them, or set CHROME_PATH to a Chromium." >&2
  exit 1
fi
echo "npm test: installing ${need[*]} (apt-get)…" >&2
if ! { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"; } \
  </dev/null >&2; then
  echo "npm test could not install ${need[*]}: run \`sudo apt-get install -y ${need[*]}\`, then npm test again." >&2
  exit 1
fi
