#!/usr/bin/env bash
# Prints the folder of the MCP inspector pinned in scripts/mcp-inspector/ (package.json and its
# package-lock.json), installing it into a cache on first use, as scripts/node-line.sh does for
# Node.js: <folder>/node_modules/.bin/mcp-inspector runs it (`--cli` is its agent mode). It is kept
# out of the project's devDependencies: it brings vite, react and ink (about 80 MB) that only
# test/e2e/mcp-inspector.test.ts needs, and it wants Node.js 22.19 or later.
set -euo pipefail
here=$(cd "$(dirname "$0")/mcp-inspector" && pwd)
cache=${DOCS_CLI_INSPECTOR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/docs-cli-mcp-inspector}
version=$(node -p 'require(process.argv[1]).dependencies["@modelcontextprotocol/inspector"]' "$here/package.json")
lock=$(sha256sum "$here/package-lock.json" | cut -c1-12)
dir="$cache/$version-$lock"
if [ ! -e "$dir/node_modules/@modelcontextprotocol/inspector/package.json" ]; then
  mkdir -p "$cache"
  tmp=$(mktemp -d "$cache/.fetch-XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  cp "$here/package.json" "$here/package-lock.json" "$tmp/"
  # Only its CLI runs: no install scripts, and none of the optional native builds its web UI wants.
  (cd "$tmp" && npm ci --ignore-scripts --omit=optional --no-audit --no-fund --loglevel=error >&2)
  # Another run may have put it in place meanwhile: either copy is the same.
  [ -e "$dir/node_modules/@modelcontextprotocol/inspector/package.json" ] || { rm -rf "$dir" && mv "$tmp" "$dir"; }
fi
[ -e "$dir/node_modules/@modelcontextprotocol/inspector/package.json" ]
echo "$dir"
