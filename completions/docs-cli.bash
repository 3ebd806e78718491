# bash completion for docs-cli.
# Generated from the command tree by `docs-cli completion bash` (npm run gen); do not edit.
# Installation: docs/completion.md

# The sub-command a word names at a command path (aliases resolved).
_docs_cli_child() {
  case "$1|$2" in
    '|auth') echo auth ;;
    '|config') echo config ;;
    '|orgs') echo orgs ;;
    '|members') echo members ;;
    '|teams') echo teams ;;
    '|collections') echo collections ;;
    '|spaces') echo spaces ;;
    '|translations') echo translations ;;
    '|openapi') echo openapi ;;
    '|api') echo api ;;
    '|completion') echo completion ;;
    '|server') echo server ;;
    'auth|login') echo login ;;
    'auth|status') echo status ;;
    'auth|logout') echo logout ;;
    'auth|token') echo token ;;
    'config|list') echo list ;;
    'config|show') echo show ;;
    'config|use') echo use ;;
    'config|remove') echo remove ;;
    'config|set-org') echo set-org ;;
    'orgs|list') echo list ;;
    'orgs|get') echo get ;;
    'orgs|update') echo update ;;
    'orgs|ping') echo ping ;;
    'orgs|search') echo search ;;
    'orgs|by-email-domain') echo by-email-domain ;;
    'orgs|members') echo members ;;
    'orgs|invites') echo invites ;;
    'orgs members|list') echo list ;;
    'orgs members|get') echo get ;;
    'orgs members|update') echo update ;;
    'orgs members|remove') echo remove ;;
    'orgs members|sso') echo sso ;;
    'orgs members|spaces') echo spaces ;;
    'orgs members|teams') echo teams ;;
    'orgs invites|delete') echo delete ;;
    'members|list') echo list ;;
    'members|get') echo get ;;
    'members|update') echo update ;;
    'members|remove') echo remove ;;
    'members|sso') echo sso ;;
    'members|spaces') echo spaces ;;
    'members|teams') echo teams ;;
    'teams|list') echo list ;;
    'teams|get') echo get ;;
    'teams|create') echo create ;;
    'teams|rename') echo rename ;;
    'teams|delete') echo delete ;;
    'teams|members') echo members ;;
    'teams members|list') echo list ;;
    'teams members|add') echo add ;;
    'teams members|remove') echo remove ;;
    'teams members|set-role') echo set-role ;;
    'teams members|sync') echo sync ;;
    'collections|list') echo list ;;
    'collections|get') echo get ;;
    'collections|create') echo create ;;
    'collections|update') echo update ;;
    'collections|delete') echo delete ;;
    'collections|spaces') echo spaces ;;
    'collections|move') echo move ;;
    'collections|transfer') echo transfer ;;
    'spaces|list') echo list ;;
    'spaces|get') echo get ;;
    'spaces|create') echo create ;;
    'spaces|update') echo update ;;
    'spaces|delete') echo delete ;;
    'spaces|restore') echo restore ;;
    'spaces|duplicate') echo duplicate ;;
    'spaces|move') echo move ;;
    'spaces|transfer') echo transfer ;;
    'translations|list') echo list ;;
    'translations|get') echo get ;;
    'translations|create') echo create ;;
    'translations|update') echo update ;;
    'translations|delete') echo delete ;;
    'openapi|publish') echo publish ;;
    'openapi|create') echo create ;;
    'openapi|list') echo list ;;
    'openapi|get') echo get ;;
    'openapi|delete') echo delete ;;
    'openapi|versions') echo versions ;;
    'openapi versions|list') echo list ;;
    'openapi versions|get') echo get ;;
    'openapi versions|latest') echo latest ;;
    'openapi versions|content') echo content ;;
    'api|request') echo request ;;
    'completion|bash') echo bash ;;
    'completion|zsh') echo zsh ;;
    'completion|fish') echo fish ;;
    'server|start') echo start ;;
    'server|users') echo users ;;
    'server|token') echo token ;;
    'server|tokens') echo tokens ;;
  esac
}

_docs_cli_children() {
  case "$1" in
    '') echo 'auth config orgs members teams collections spaces translations openapi api completion server' ;;
    'auth') echo 'login status logout token' ;;
    'config') echo 'list show use remove set-org' ;;
    'orgs') echo 'list get update ping search by-email-domain members invites' ;;
    'orgs members') echo 'list get update remove sso spaces teams' ;;
    'orgs invites') echo 'delete' ;;
    'members') echo 'list get update remove sso spaces teams' ;;
    'teams') echo 'list get create rename delete members' ;;
    'teams members') echo 'list add remove set-role sync' ;;
    'collections') echo 'list get create update delete spaces move transfer' ;;
    'spaces') echo 'list get create update delete restore duplicate move transfer' ;;
    'translations') echo 'list get create update delete' ;;
    'openapi') echo 'publish create list get delete versions' ;;
    'openapi versions') echo 'list get latest content' ;;
    'api') echo 'request' ;;
    'completion') echo 'bash zsh fish' ;;
    'server') echo 'start users token tokens' ;;
  esac
}

_docs_cli_flags() {
  case "$1" in
    '') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help -V --version' ;;
    'auth') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'auth login') echo '--with-token --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'auth status') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'auth logout') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'auth token') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config show') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config use') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config remove') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'config set-org') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs update') echo '--title --email-domain --no-email-domains --hostname --default-role --logo --default-site --sso --ai --invite-links -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs ping') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs search') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs by-email-domain') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members list') echo '--role --search --sort --order -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members update') echo '--role -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members remove') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members sso') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members spaces') echo '--order -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs members teams') echo '--title -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs invites') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'orgs invites delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members list') echo '--role --search --sort --order -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members update') echo '--role -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members remove') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members sso') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members spaces') echo '--order -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'members teams') echo '--title -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams list') echo '--owner --title -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams create') echo '--title --member -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams rename') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members add') echo '--file --role --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members remove') echo '--file --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members set-role') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'teams members sync') echo '--file --role-column --skip-unknown -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections list') echo '--no-nested -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections create') echo '--title --parent -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections update') echo '--title --description --default-level -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections spaces') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections move') echo '--parent --root --before --after --before-collection --after-collection -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'collections transfer') echo '--to -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces get') echo '--share-key -o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces create') echo '--title --emoji --parent --visibility --edit-mode -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces update') echo '--title --emoji --visibility --edit-mode --default-level -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces restore') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces duplicate') echo '-o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces move') echo '--parent --root --before --after --before-collection --after-collection -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'spaces transfer') echo '--to --collection -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations create') echo '--title --language -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations update') echo '--title --language -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'translations delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi publish') echo '--no-wait --timeout -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi create') echo '--no-wait --timeout -o --output --json --query --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi delete') echo '--dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi versions') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi versions list') echo '-o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi versions get') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi versions latest') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'openapi versions content') echo '-o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'api') echo '-X --method -f --raw-field -F --field --input -H --header -i --include --paginate -o --output --query --silent --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'api request') echo '-X --method -f --raw-field -F --field --input -H --header -i --include --paginate -o --output --query --silent --dry-run --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'completion') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'completion bash') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'completion zsh') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'completion fish') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'server') echo '--profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'server start') echo '--port --host --data --no-demo --import-root --json --max-body --fault-latency --fault-error-rate --fault-rate-limit --fault-reset-rate --fault-seed --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'server users') echo '--name --email --role --data -o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'server token') echo '--user --revoke --label --data -o --output --json --query --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
    'server tokens') echo '--data -o --output --json --query --limit --all --page --profile --api-url --org -y --yes --no-input --verbose --no-color -h --help' ;;
  esac
}

# Succeeds for a flag that takes a value and prints what completes it: words, @file, @dir or nothing.
_docs_cli_value() {
  case "$1|$2" in
    'auth status|-o'|'auth status|--output') echo 'table json jsonl ids' ;;
    'auth status|--query') echo '' ;;
    'config list|-o'|'config list|--output') echo 'table json jsonl ids' ;;
    'config list|--query') echo '' ;;
    'config list|--limit') echo '' ;;
    'config list|--page') echo '' ;;
    'config show|-o'|'config show|--output') echo 'table json jsonl ids' ;;
    'config show|--query') echo '' ;;
    'orgs list|-o'|'orgs list|--output') echo 'table json jsonl ids' ;;
    'orgs list|--query') echo '' ;;
    'orgs list|--limit') echo '' ;;
    'orgs list|--page') echo '' ;;
    'orgs get|-o'|'orgs get|--output') echo 'table json jsonl ids' ;;
    'orgs get|--query') echo '' ;;
    'orgs update|--title') echo '' ;;
    'orgs update|--email-domain') echo '' ;;
    'orgs update|--hostname') echo '' ;;
    'orgs update|--default-role') echo 'admin create review edit comment read guest' ;;
    'orgs update|--logo') echo '' ;;
    'orgs update|--default-site') echo '' ;;
    'orgs update|--sso') echo 'on off' ;;
    'orgs update|--ai') echo 'on off' ;;
    'orgs update|--invite-links') echo 'on off' ;;
    'orgs update|-o'|'orgs update|--output') echo 'table json jsonl ids' ;;
    'orgs update|--query') echo '' ;;
    'orgs ping|-o'|'orgs ping|--output') echo 'table json jsonl ids' ;;
    'orgs ping|--query') echo '' ;;
    'orgs search|-o'|'orgs search|--output') echo 'table json jsonl ids' ;;
    'orgs search|--query') echo '' ;;
    'orgs search|--limit') echo '' ;;
    'orgs search|--page') echo '' ;;
    'orgs by-email-domain|-o'|'orgs by-email-domain|--output') echo 'table json jsonl ids' ;;
    'orgs by-email-domain|--query') echo '' ;;
    'orgs by-email-domain|--limit') echo '' ;;
    'orgs by-email-domain|--page') echo '' ;;
    'orgs members list|--role') echo 'admin create review edit comment read guest' ;;
    'orgs members list|--search') echo '' ;;
    'orgs members list|--sort') echo 'joinedAt lastSeenAt displayName' ;;
    'orgs members list|--order') echo 'asc desc' ;;
    'orgs members list|-o'|'orgs members list|--output') echo 'table json jsonl ids' ;;
    'orgs members list|--query') echo '' ;;
    'orgs members list|--limit') echo '' ;;
    'orgs members list|--page') echo '' ;;
    'orgs members get|-o'|'orgs members get|--output') echo 'table json jsonl ids' ;;
    'orgs members get|--query') echo '' ;;
    'orgs members update|--role') echo 'admin create review edit comment read guest' ;;
    'orgs members update|-o'|'orgs members update|--output') echo 'table json jsonl ids' ;;
    'orgs members update|--query') echo '' ;;
    'orgs members sso|-o'|'orgs members sso|--output') echo 'table json jsonl ids' ;;
    'orgs members sso|--query') echo '' ;;
    'orgs members spaces|--order') echo 'asc desc' ;;
    'orgs members spaces|-o'|'orgs members spaces|--output') echo 'table json jsonl ids' ;;
    'orgs members spaces|--query') echo '' ;;
    'orgs members spaces|--limit') echo '' ;;
    'orgs members spaces|--page') echo '' ;;
    'orgs members teams|--title') echo '' ;;
    'orgs members teams|-o'|'orgs members teams|--output') echo 'table json jsonl ids' ;;
    'orgs members teams|--query') echo '' ;;
    'orgs members teams|--limit') echo '' ;;
    'orgs members teams|--page') echo '' ;;
    'members list|--role') echo 'admin create review edit comment read guest' ;;
    'members list|--search') echo '' ;;
    'members list|--sort') echo 'joinedAt lastSeenAt displayName' ;;
    'members list|--order') echo 'asc desc' ;;
    'members list|-o'|'members list|--output') echo 'table json jsonl ids' ;;
    'members list|--query') echo '' ;;
    'members list|--limit') echo '' ;;
    'members list|--page') echo '' ;;
    'members get|-o'|'members get|--output') echo 'table json jsonl ids' ;;
    'members get|--query') echo '' ;;
    'members update|--role') echo 'admin create review edit comment read guest' ;;
    'members update|-o'|'members update|--output') echo 'table json jsonl ids' ;;
    'members update|--query') echo '' ;;
    'members sso|-o'|'members sso|--output') echo 'table json jsonl ids' ;;
    'members sso|--query') echo '' ;;
    'members spaces|--order') echo 'asc desc' ;;
    'members spaces|-o'|'members spaces|--output') echo 'table json jsonl ids' ;;
    'members spaces|--query') echo '' ;;
    'members spaces|--limit') echo '' ;;
    'members spaces|--page') echo '' ;;
    'members teams|--title') echo '' ;;
    'members teams|-o'|'members teams|--output') echo 'table json jsonl ids' ;;
    'members teams|--query') echo '' ;;
    'members teams|--limit') echo '' ;;
    'members teams|--page') echo '' ;;
    'teams list|--owner') echo '' ;;
    'teams list|--title') echo '' ;;
    'teams list|-o'|'teams list|--output') echo 'table json jsonl ids' ;;
    'teams list|--query') echo '' ;;
    'teams list|--limit') echo '' ;;
    'teams list|--page') echo '' ;;
    'teams get|-o'|'teams get|--output') echo 'table json jsonl ids' ;;
    'teams get|--query') echo '' ;;
    'teams create|--title') echo '' ;;
    'teams create|--member') echo '' ;;
    'teams create|-o'|'teams create|--output') echo 'table json jsonl ids' ;;
    'teams create|--query') echo '' ;;
    'teams rename|-o'|'teams rename|--output') echo 'table json jsonl ids' ;;
    'teams rename|--query') echo '' ;;
    'teams members list|-o'|'teams members list|--output') echo 'table json jsonl ids' ;;
    'teams members list|--query') echo '' ;;
    'teams members list|--limit') echo '' ;;
    'teams members list|--page') echo '' ;;
    'teams members add|--file') echo '@file' ;;
    'teams members add|--role') echo 'owner member' ;;
    'teams members remove|--file') echo '@file' ;;
    'teams members sync|--file') echo '@file' ;;
    'teams members sync|-o'|'teams members sync|--output') echo 'table json jsonl ids' ;;
    'teams members sync|--query') echo '' ;;
    'collections list|-o'|'collections list|--output') echo 'table json jsonl ids' ;;
    'collections list|--query') echo '' ;;
    'collections list|--limit') echo '' ;;
    'collections list|--page') echo '' ;;
    'collections get|-o'|'collections get|--output') echo 'table json jsonl ids' ;;
    'collections get|--query') echo '' ;;
    'collections create|--title') echo '' ;;
    'collections create|--parent') echo '' ;;
    'collections create|-o'|'collections create|--output') echo 'table json jsonl ids' ;;
    'collections create|--query') echo '' ;;
    'collections update|--title') echo '' ;;
    'collections update|--description') echo '' ;;
    'collections update|--default-level') echo 'admin create review edit comment read none' ;;
    'collections update|-o'|'collections update|--output') echo 'table json jsonl ids' ;;
    'collections update|--query') echo '' ;;
    'collections spaces|-o'|'collections spaces|--output') echo 'table json jsonl ids' ;;
    'collections spaces|--query') echo '' ;;
    'collections spaces|--limit') echo '' ;;
    'collections spaces|--page') echo '' ;;
    'collections move|--parent') echo '' ;;
    'collections move|--before') echo '' ;;
    'collections move|--after') echo '' ;;
    'collections move|--before-collection') echo '' ;;
    'collections move|--after-collection') echo '' ;;
    'collections move|-o'|'collections move|--output') echo 'table json jsonl ids' ;;
    'collections move|--query') echo '' ;;
    'collections transfer|--to') echo '' ;;
    'collections transfer|-o'|'collections transfer|--output') echo 'table json jsonl ids' ;;
    'collections transfer|--query') echo '' ;;
    'spaces list|-o'|'spaces list|--output') echo 'table json jsonl ids' ;;
    'spaces list|--query') echo '' ;;
    'spaces list|--limit') echo '' ;;
    'spaces list|--page') echo '' ;;
    'spaces get|--share-key') echo '' ;;
    'spaces get|-o'|'spaces get|--output') echo 'table json jsonl ids' ;;
    'spaces get|--query') echo '' ;;
    'spaces create|--title') echo '' ;;
    'spaces create|--emoji') echo '' ;;
    'spaces create|--parent') echo '' ;;
    'spaces create|--visibility') echo 'public unlisted share-link visitor-auth in-collection private' ;;
    'spaces create|--edit-mode') echo 'live locked' ;;
    'spaces create|-o'|'spaces create|--output') echo 'table json jsonl ids' ;;
    'spaces create|--query') echo '' ;;
    'spaces update|--title') echo '' ;;
    'spaces update|--emoji') echo '' ;;
    'spaces update|--visibility') echo 'public unlisted share-link visitor-auth in-collection private' ;;
    'spaces update|--edit-mode') echo 'live locked' ;;
    'spaces update|--default-level') echo 'admin create review edit comment read none' ;;
    'spaces update|-o'|'spaces update|--output') echo 'table json jsonl ids' ;;
    'spaces update|--query') echo '' ;;
    'spaces restore|-o'|'spaces restore|--output') echo 'table json jsonl ids' ;;
    'spaces restore|--query') echo '' ;;
    'spaces duplicate|-o'|'spaces duplicate|--output') echo 'table json jsonl ids' ;;
    'spaces duplicate|--query') echo '' ;;
    'spaces move|--parent') echo '' ;;
    'spaces move|--before') echo '' ;;
    'spaces move|--after') echo '' ;;
    'spaces move|--before-collection') echo '' ;;
    'spaces move|--after-collection') echo '' ;;
    'spaces move|-o'|'spaces move|--output') echo 'table json jsonl ids' ;;
    'spaces move|--query') echo '' ;;
    'spaces transfer|--to') echo '' ;;
    'spaces transfer|--collection') echo '' ;;
    'spaces transfer|-o'|'spaces transfer|--output') echo 'table json jsonl ids' ;;
    'spaces transfer|--query') echo '' ;;
    'translations list|-o'|'translations list|--output') echo 'table json jsonl ids' ;;
    'translations list|--query') echo '' ;;
    'translations list|--limit') echo '' ;;
    'translations list|--page') echo '' ;;
    'translations get|-o'|'translations get|--output') echo 'table json jsonl ids' ;;
    'translations get|--query') echo '' ;;
    'translations create|--title') echo '' ;;
    'translations create|--language') echo '' ;;
    'translations create|-o'|'translations create|--output') echo 'table json jsonl ids' ;;
    'translations create|--query') echo '' ;;
    'translations update|--title') echo '' ;;
    'translations update|--language') echo '' ;;
    'translations update|-o'|'translations update|--output') echo 'table json jsonl ids' ;;
    'translations update|--query') echo '' ;;
    'openapi publish|--timeout') echo '' ;;
    'openapi publish|-o'|'openapi publish|--output') echo 'table json jsonl ids' ;;
    'openapi publish|--query') echo '' ;;
    'openapi create|--timeout') echo '' ;;
    'openapi create|-o'|'openapi create|--output') echo 'table json jsonl ids' ;;
    'openapi create|--query') echo '' ;;
    'openapi list|-o'|'openapi list|--output') echo 'table json jsonl ids' ;;
    'openapi list|--query') echo '' ;;
    'openapi list|--limit') echo '' ;;
    'openapi list|--page') echo '' ;;
    'openapi get|-o'|'openapi get|--output') echo 'table json jsonl ids' ;;
    'openapi get|--query') echo '' ;;
    'openapi versions list|-o'|'openapi versions list|--output') echo 'table json jsonl ids' ;;
    'openapi versions list|--query') echo '' ;;
    'openapi versions list|--limit') echo '' ;;
    'openapi versions list|--page') echo '' ;;
    'openapi versions get|-o'|'openapi versions get|--output') echo 'table json jsonl ids' ;;
    'openapi versions get|--query') echo '' ;;
    'openapi versions latest|-o'|'openapi versions latest|--output') echo 'table json jsonl ids' ;;
    'openapi versions latest|--query') echo '' ;;
    'openapi versions content|-o'|'openapi versions content|--output') echo 'table json jsonl ids' ;;
    'openapi versions content|--query') echo '' ;;
    'api|-X'|'api|--method') echo '' ;;
    'api|-f'|'api|--raw-field') echo '' ;;
    'api|-F'|'api|--field') echo '' ;;
    'api|--input') echo '@file' ;;
    'api|-H'|'api|--header') echo '' ;;
    'api|-o'|'api|--output') echo 'json jsonl' ;;
    'api|--query') echo '' ;;
    'api request|-X'|'api request|--method') echo '' ;;
    'api request|-f'|'api request|--raw-field') echo '' ;;
    'api request|-F'|'api request|--field') echo '' ;;
    'api request|--input') echo '@file' ;;
    'api request|-H'|'api request|--header') echo '' ;;
    'api request|-o'|'api request|--output') echo 'json jsonl' ;;
    'api request|--query') echo '' ;;
    'server start|--port') echo '' ;;
    'server start|--host') echo '' ;;
    'server start|--data') echo '@file' ;;
    'server start|--import-root') echo '@dir' ;;
    'server start|--max-body') echo '' ;;
    'server start|--fault-latency') echo '' ;;
    'server start|--fault-error-rate') echo '' ;;
    'server start|--fault-rate-limit') echo '' ;;
    'server start|--fault-reset-rate') echo '' ;;
    'server start|--fault-seed') echo '' ;;
    'server users|--name') echo '' ;;
    'server users|--email') echo '' ;;
    'server users|--role') echo 'admin create review edit comment read guest' ;;
    'server users|--data') echo '@file' ;;
    'server users|-o'|'server users|--output') echo 'table json jsonl ids' ;;
    'server users|--query') echo '' ;;
    'server token|--user') echo '' ;;
    'server token|--revoke') echo '' ;;
    'server token|--label') echo '' ;;
    'server token|--data') echo '@file' ;;
    'server token|-o'|'server token|--output') echo 'table json jsonl ids' ;;
    'server token|--query') echo '' ;;
    'server tokens|--data') echo '@file' ;;
    'server tokens|-o'|'server tokens|--output') echo 'table json jsonl ids' ;;
    'server tokens|--query') echo '' ;;
    'server tokens|--limit') echo '' ;;
    'server tokens|--page') echo '' ;;
    '*|--profile') echo '' ;;
    '*|--api-url') echo '' ;;
    '*|--org') echo '' ;;
    *) return 1 ;;
  esac
}

_docs_cli_complete_value() {
  local words
  words="$(_docs_cli_value "$1" "$2")"
  local IFS=$'\n'
  case "$words" in
    @file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3")) ;;
    @dir) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *) IFS=$' \t\n'; COMPREPLY=($(compgen -W "$words" -- "$3")) ;;
  esac
}

_docs_cli() {
  local cur="${COMP_WORDS[COMP_CWORD]}" cmdpath="" word child flag="" i
  COMPREPLY=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="${COMP_WORDS[i]}"
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
        [[ -n $child ]] && cmdpath="${cmdpath:+$cmdpath }$child"
        ;;
    esac
  done
  if [[ -n $flag ]]; then
    [[ $cur == "=" ]] && cur=""
    _docs_cli_complete_value "$cmdpath" "$flag" "$cur"
    return 0
  fi
  if [[ $cur == --*=* ]]; then
    flag="${cur%%=*}"
    _docs_cli_value "$cmdpath" "$flag" >/dev/null || return 0
    _docs_cli_complete_value "$cmdpath" "$flag" "${cur#*=}"
    COMPREPLY=("${COMPREPLY[@]/#/$flag=}")
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(_docs_cli_flags "$cmdpath")" -- "$cur"))
    return 0
  fi
  COMPREPLY=($(compgen -W "$(_docs_cli_children "$cmdpath")" -- "$cur"))
}

complete -F _docs_cli docs-cli
