#!/usr/bin/env bash
# Captures what a person sees in a real terminal (tmux, private socket) for the main screens.
# Usage: scripts/capture-screens.sh <before|after>   -> docs/screens/<name>-<label>.txt
set -euo pipefail
label=${1:?before or after}
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/docs/screens"
mkdir -p "$out"
home=$(mktemp -d)
sock="docs-cli-screens-$$"
mkdir -p "$home/bin" && ln -s "$root/bin/docs-cli.js" "$home/bin/docs-cli"
bin="node $root/bin/docs-cli.js"
export DOCS_CLI_CONFIG_DIR="$home" NO_COLOR=1 PAGER=cat DOCS_CLI_PAGER=cat
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$home"' EXIT

# Runs a command in a cols x 40 terminal, optionally types keys, then saves the screen.
shot() {
  local name=$1 cols=$2 cmd=$3 keys=${4:-}
  tmux -L "$sock" kill-session -t s 2>/dev/null || true
  tmux -L "$sock" new-session -d -s s -x "$cols" -y 40 "bash --norc --noprofile"
  tmux -L "$sock" send-keys -t s "export PS1='$ ' PATH='$home/bin:$PATH' DOCS_CLI_CONFIG_DIR='$home' NO_COLOR=1 DOCS_CLI_PAGER=cat; clear" Enter
  sleep 0.3
  tmux -L "$sock" send-keys -t s "$cmd" Enter
  sleep 3
  if [ -n "$keys" ]; then tmux -L "$sock" send-keys -t s $keys; sleep 1.5; fi
  tmux -L "$sock" capture-pane -t s -p > "$out/$name-$label.txt"
}

tmux -L "$sock" new-session -d -s keep "sleep 600"   # keeps the tmux server up between shots
$bin spaces list >/dev/null 2>&1   # creates the demo workspace
space=$($bin spaces list -o ids --limit 1 --no-input 2>/dev/null | head -1)
for cols in 60 120; do
  shot "members-list-$cols" "$cols" "docs-cli members list"
  shot "sites-list-$cols" "$cols" "docs-cli sites list"
  shot "spaces-list-$cols" "$cols" "docs-cli spaces list"
done
shot picker-spaces-get 80 "docs-cli spaces get" "Down"
shot confirm-spaces-delete 80 "docs-cli spaces delete $space"
shot completion-spaces-get 100 "source <(docs-cli completion bash); clear" "docs-cli Space spaces Space get Space Tab Tab"
shot pager-members-list 80 "DOCS_CLI_PAGER='sh -c \"echo [pager ran]; cat\"' docs-cli members list --limit 3"
