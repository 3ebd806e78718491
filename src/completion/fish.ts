import type { FlagModel } from './model.js';
import { childArms, HEADER, valueArms, type Tables } from './tables.js';

/** fish quoting: single quotes, with backslash and quote escaped. */
const fq = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function flagLine(condition: string, f: FlagModel): string {
  const parts = ['complete -c docs-cli'];
  if (condition) parts.push(`-n ${fq(condition)}`);
  if (f.short) parts.push(`-s ${f.short.replace(/^-/, '')}`);
  if (f.long) parts.push(`-l ${f.long.replace(/^--/, '')}`);
  if (f.complete === 'choices') parts.push(`-x -a ${fq((f.choices ?? []).join(' '))}`);
  else if (f.complete === 'file') parts.push('-r -F');
  else if (f.complete === 'dir') parts.push(`-x -a '(__fish_complete_directories)'`);
  else if (f.complete === 'text') parts.push('-x');
  else if (f.complete === 'dynamic') parts.push(`-x -a ${fq(`(__docs_cli_dynamic ${f.dynamic})`)}`);
  parts.push(`-d ${fq(oneLine(f.description))}`);
  return parts.join(' ');
}

/** A fish script: one `complete` line per sub-command and flag, guarded by the command path. */
export function fishScript(t: Tables): string {
  const child = childArms(t).map((a) => `        case ${a.patterns.map(fq).join(' ')}\n            echo ${a.name}`);
  const values = valueArms(t).map((a) => `        case ${a.patterns.map(fq).join(' ')}\n            return 0`);
  const lines: string[] = [];
  for (const [path, children] of t.children) {
    const at = `__docs_cli_at ${fq(path)}`;
    for (const c of children)
      lines.push(`complete -c docs-cli -n ${fq(at)} -a ${fq(c.name)} -d ${fq(oneLine(c.summary))}`);
  }
  for (const [path, flags] of t.flags) for (const f of flags) lines.push(flagLine(`__docs_cli_at ${fq(path)}`, f));
  for (const f of t.globals) lines.push(flagLine('', f));
  for (const f of t.rootOnly) lines.push(flagLine(`__docs_cli_at ''`, f));
  // fish does not count positions: a command's first argument that names a resource completes.
  for (const [path, kinds] of t.argKinds) {
    const kind = kinds.find(Boolean);
    if (kind)
      lines.push(`complete -c docs-cli -n ${fq(`__docs_cli_at ${fq(path)}`)} -a ${fq(`(__docs_cli_dynamic ${kind})`)}`);
  }
  return `${HEADER('fish')}
function __docs_cli_child --argument-names cmdpath word
    switch "$cmdpath|$word"
${child.join('\n')}
    end
end

# Succeeds for a flag that takes a value.
function __docs_cli_takes_value --argument-names cmdpath flag
    switch "$cmdpath|$flag"
${values.join('\n')}
    end
    return 1
end

# The command path of the words before the cursor, e.g. "spaces list" (cached per command line).
function __docs_cli_path
    set -l line (commandline -pc)
    if test "$line" = "$__docs_cli_cached_line"
        echo $__docs_cli_cached_path
        return
    end
    set -l cmdpath ''
    set -l skip 0
    for word in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $word
            case '--'
                break
            case '--*=*'
            case '-*'
                if __docs_cli_takes_value "$cmdpath" $word
                    set skip 1
                end
            case '*'
                set -l child (__docs_cli_child "$cmdpath" $word)
                if test -n "$child"
                    if test -z "$cmdpath"
                        set cmdpath $child
                    else
                        set cmdpath "$cmdpath $child"
                    end
                end
        end
    end
    set -g __docs_cli_cached_line $line
    set -g __docs_cli_cached_path $cmdpath
    echo $cmdpath
end

# Ids and names from the active profile, with their titles as descriptions (value<TAB>title).
function __docs_cli_dynamic --argument-names kind
    set -q _docs_cli_bin; or set -l _docs_cli_bin docs-cli
    $_docs_cli_bin __complete $kind (commandline -ct) 2>/dev/null
end

function __docs_cli_at --argument-names want
    set -l here (__docs_cli_path)
    test "$here" = "$want"
end

complete -c docs-cli -e
complete -c docs-cli -f
${lines.join('\n')}
`;
}
