import { flagNames, type FlagModel } from './model.js';
import {
  argArms,
  casePattern,
  childArms,
  flagsAt,
  HEADER,
  lookupFunctions,
  shq,
  valueArms,
  type Tables,
} from './tables.js';

const caseArm = (patterns: string[], body: string) => `    ${patterns.map(casePattern).join('|')}) ${body} ;;`;
/** `_describe` entries are `name:description`; a colon in the name must be escaped. */
const entry = (name: string, description: string) => shq(`${name.replaceAll(':', '\\:')}:${oneLine(description)}`);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function flagEntries(flags: FlagModel[]): string[] {
  return flags.flatMap((f) => flagNames(f).map((n) => entry(n, f.description)));
}

/** A native zsh script with descriptions; works from `fpath` (as `_docs-cli`) and when sourced. */
export function zshScript(t: Tables): string {
  const child = childArms(t).map((a) => caseArm(a.patterns, `print -r -- ${a.name}`));
  const children = [...t.children]
    .filter(([, c]) => c.length > 0)
    .map(([path, c]) => caseArm([path], `print -rl -- ${c.map((x) => entry(x.name, x.summary)).join(' ')}`));
  const flags = t.paths.map((path) => caseArm([path], `print -rl -- ${flagEntries(flagsAt(t, path)).join(' ')}`));
  const values = valueArms(t).map((a) => caseArm(a.patterns, `print -r -- ${shq(a.words)}`));
  const args = argArms(t).map((a) => caseArm(a.patterns, `print -r -- ${a.kind}`));
  return `#compdef docs-cli
${HEADER('zsh')}
${lookupFunctions({ child, children, flags, values, args })}
# Ids and names from the active profile ("docs-cli __complete"), described by their titles.
_docs_cli_dynamic() {
  local -a found entries
  local line
  found=("\${(@f)$("\${_docs_cli_bin:-docs-cli}" __complete "$1" 2>/dev/null)}")
  for line in "\${found[@]}"; do
    [[ -n $line ]] || continue
    entries+=("\${\${line%%$'\t'*}//:/\\:}:\${line#*$'\t'}")
  done
  (( \${#entries[@]} )) && _describe -t values 'value' entries
}

_docs_cli_complete_value() {
  local words
  words="$(_docs_cli_value "$1" "$2")"
  case "$words" in
    @file) _files ;;
    @dir) _files -/ ;;
    '') _message 'value' ;;
    @dyn:*) _docs_cli_dynamic "\${words#@dyn:}" ;;
    *) compadd -- \${=words} ;;
  esac
}

_docs_cli() {
  local cmdpath="" word child flag="" i npos=0 kind cur="\${words[CURRENT]}"
  local -a lines
  for ((i = 2; i < CURRENT; i++)); do
    word="\${words[i]}"
    if [[ -n $flag ]]; then
      flag=""
      continue
    fi
    case "$word" in
      --) return 0 ;;
      --*=*) ;;
      -*) _docs_cli_value "$cmdpath" "$word" >/dev/null && flag="$word" ;;
      *)
        child="$(_docs_cli_child "$cmdpath" "$word")"
        if [[ -n $child ]]; then cmdpath="\${cmdpath:+$cmdpath }$child"; else npos=$((npos + 1)); fi
        ;;
    esac
  done
  if [[ -n $flag ]]; then
    _docs_cli_complete_value "$cmdpath" "$flag"
    return
  fi
  if [[ $cur == --*=* ]]; then
    flag="\${cur%%=*}"
    _docs_cli_value "$cmdpath" "$flag" >/dev/null || return 1
    compset -P '*='
    _docs_cli_complete_value "$cmdpath" "$flag"
    return
  fi
  if [[ $cur == -* ]]; then
    lines=("\${(@f)$(_docs_cli_flags "$cmdpath")}")
    _describe -t options 'option' lines
    return
  fi
  kind="$(_docs_cli_arg "$cmdpath" "$npos")"
  if [[ -n $kind ]]; then
    _docs_cli_dynamic "$kind"
    return
  fi
  lines=("\${(@f)$(_docs_cli_children "$cmdpath")}")
  (( \${#lines[@]} )) && [[ -n \${lines[1]} ]] && _describe -t commands 'command' lines
}

if [[ "\${funcstack[1]}" == "_docs-cli" ]]; then
  _docs_cli "$@"
else
  compdef _docs_cli docs-cli
fi
`;
}
