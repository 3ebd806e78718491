import { flagNames } from './model.js';
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

/** A bash (3.2+ and bash-completion) script: `complete -F _docs_cli docs-cli`. */
export function bashScript(t: Tables): string {
  const children = [...t.children]
    .filter(([, c]) => c.length > 0)
    .map(([path, c]) => caseArm([path], `echo ${shq(c.map((x) => x.name).join(' '))}`));
  const flags = t.paths.map((path) => caseArm([path], `echo ${shq(flagsAt(t, path).flatMap(flagNames).join(' '))}`));
  // A value arm must come before the `*|flag` arms of the globals, which case tries in order.
  const values = valueArms(t).map((a) => caseArm(a.patterns, `echo ${shq(a.words)}`));
  const child = childArms(t).map((a) => caseArm(a.patterns, `echo ${a.name}`));
  const args = argArms(t).map((a) => caseArm(a.patterns, `echo ${a.kind}`));
  return `${HEADER('bash')}
# The sub-command a word names at a command path (aliases resolved).
${lookupFunctions({ child, children, flags, values, args })}
# Ids and names from the active profile ("docs-cli __complete"), each shown with its title;
# a single match inserts the bare id. _docs_cli_bin is set by "docs-cli completion install".
_docs_cli_dynamic() {
  local value label
  local -a values=() shown=()
  while IFS=$'\t' read -r value label; do
    [[ -n $value ]] || continue
    values+=("$value")
    shown+=("$value\${label:+  ($label)}")
  done < <("\${_docs_cli_bin:-docs-cli}" __complete "$1" "$2" 2>/dev/null)
  if (( \${#values[@]} == 1 )); then COMPREPLY=("\${values[0]}"); else COMPREPLY=("\${shown[@]}"); fi
}

_docs_cli_complete_value() {
  local words
  words="$(_docs_cli_value "$1" "$2")"
  local IFS=$'\\n'
  case "$words" in
    @file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3")) ;;
    @dir) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    @dyn:*) _docs_cli_dynamic "\${words#@dyn:}" "$3" ;;
    *) IFS=$' \\t\\n'; COMPREPLY=($(compgen -W "$words" -- "$3")) ;;
  esac
}

_docs_cli() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmdpath="" word child flag="" i npos=0 kind
  COMPREPLY=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    if [[ -n $flag ]]; then
      # "--flag=value" is split at "=" when it is in COMP_WORDBREAKS.
      [[ $word == "=" ]] && continue
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
    [[ $cur == "=" ]] && cur=""
    _docs_cli_complete_value "$cmdpath" "$flag" "$cur"
    return 0
  fi
  if [[ $cur == --*=* ]]; then
    flag="\${cur%%=*}"
    _docs_cli_value "$cmdpath" "$flag" >/dev/null || return 0
    _docs_cli_complete_value "$cmdpath" "$flag" "\${cur#*=}"
    COMPREPLY=("\${COMPREPLY[@]/#/$flag=}")
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(_docs_cli_flags "$cmdpath")" -- "$cur"))
    return 0
  fi
  kind="$(_docs_cli_arg "$cmdpath" "$npos")"
  if [[ -n $kind ]]; then
    _docs_cli_dynamic "$kind" "$cur"
    return 0
  fi
  COMPREPLY=($(compgen -W "$(_docs_cli_children "$cmdpath")" -- "$cur"))
}

complete -F _docs_cli docs-cli
`;
}
