# fish completion for docs-cli.
# Generated from the command tree by `docs-cli completion fish` (npm run gen); do not edit.
# Installation: docs/completion.md

function __docs_cli_child --argument-names cmdpath word
    switch "$cmdpath|$word"
        case '|auth'
            echo auth
        case '|config'
            echo config
        case '|orgs'
            echo orgs
        case '|members'
            echo members
        case '|teams'
            echo teams
        case '|collections'
            echo collections
        case '|spaces'
            echo spaces
        case '|translations'
            echo translations
        case '|openapi'
            echo openapi
        case '|api'
            echo api
        case '|completion'
            echo completion
        case '|server'
            echo server
        case 'auth|login'
            echo login
        case 'auth|status'
            echo status
        case 'auth|logout'
            echo logout
        case 'auth|token'
            echo token
        case 'config|list'
            echo list
        case 'config|show'
            echo show
        case 'config|use'
            echo use
        case 'config|remove'
            echo remove
        case 'config|set-org'
            echo set-org
        case 'orgs|list'
            echo list
        case 'orgs|get'
            echo get
        case 'orgs|update'
            echo update
        case 'orgs|ping'
            echo ping
        case 'orgs|search'
            echo search
        case 'orgs|by-email-domain'
            echo by-email-domain
        case 'orgs|members'
            echo members
        case 'orgs|invites'
            echo invites
        case 'orgs members|list'
            echo list
        case 'orgs members|get'
            echo get
        case 'orgs members|update'
            echo update
        case 'orgs members|remove'
            echo remove
        case 'orgs members|sso'
            echo sso
        case 'orgs members|spaces'
            echo spaces
        case 'orgs members|teams'
            echo teams
        case 'orgs invites|delete'
            echo delete
        case 'members|list'
            echo list
        case 'members|get'
            echo get
        case 'members|update'
            echo update
        case 'members|remove'
            echo remove
        case 'members|sso'
            echo sso
        case 'members|spaces'
            echo spaces
        case 'members|teams'
            echo teams
        case 'teams|list'
            echo list
        case 'teams|get'
            echo get
        case 'teams|create'
            echo create
        case 'teams|rename'
            echo rename
        case 'teams|delete'
            echo delete
        case 'teams|members'
            echo members
        case 'teams members|list'
            echo list
        case 'teams members|add'
            echo add
        case 'teams members|remove'
            echo remove
        case 'teams members|set-role'
            echo set-role
        case 'teams members|sync'
            echo sync
        case 'collections|list'
            echo list
        case 'collections|get'
            echo get
        case 'collections|create'
            echo create
        case 'collections|update'
            echo update
        case 'collections|delete'
            echo delete
        case 'collections|spaces'
            echo spaces
        case 'collections|move'
            echo move
        case 'collections|transfer'
            echo transfer
        case 'spaces|list'
            echo list
        case 'spaces|get'
            echo get
        case 'spaces|create'
            echo create
        case 'spaces|update'
            echo update
        case 'spaces|delete'
            echo delete
        case 'spaces|restore'
            echo restore
        case 'spaces|duplicate'
            echo duplicate
        case 'spaces|move'
            echo move
        case 'spaces|transfer'
            echo transfer
        case 'translations|list'
            echo list
        case 'translations|get'
            echo get
        case 'translations|create'
            echo create
        case 'translations|update'
            echo update
        case 'translations|delete'
            echo delete
        case 'openapi|publish'
            echo publish
        case 'openapi|create'
            echo create
        case 'openapi|list'
            echo list
        case 'openapi|get'
            echo get
        case 'openapi|delete'
            echo delete
        case 'openapi|versions'
            echo versions
        case 'openapi versions|list'
            echo list
        case 'openapi versions|get'
            echo get
        case 'openapi versions|latest'
            echo latest
        case 'openapi versions|content'
            echo content
        case 'api|request'
            echo request
        case 'completion|bash'
            echo bash
        case 'completion|zsh'
            echo zsh
        case 'completion|fish'
            echo fish
        case 'server|start'
            echo start
        case 'server|users'
            echo users
        case 'server|token'
            echo token
        case 'server|tokens'
            echo tokens
    end
end

# Succeeds for a flag that takes a value.
function __docs_cli_takes_value --argument-names cmdpath flag
    switch "$cmdpath|$flag"
        case 'auth status|-o' 'auth status|--output'
            return 0
        case 'auth status|--query'
            return 0
        case 'config list|-o' 'config list|--output'
            return 0
        case 'config list|--query'
            return 0
        case 'config list|--limit'
            return 0
        case 'config list|--page'
            return 0
        case 'config show|-o' 'config show|--output'
            return 0
        case 'config show|--query'
            return 0
        case 'orgs list|-o' 'orgs list|--output'
            return 0
        case 'orgs list|--query'
            return 0
        case 'orgs list|--limit'
            return 0
        case 'orgs list|--page'
            return 0
        case 'orgs get|-o' 'orgs get|--output'
            return 0
        case 'orgs get|--query'
            return 0
        case 'orgs update|--title'
            return 0
        case 'orgs update|--email-domain'
            return 0
        case 'orgs update|--hostname'
            return 0
        case 'orgs update|--default-role'
            return 0
        case 'orgs update|--logo'
            return 0
        case 'orgs update|--default-site'
            return 0
        case 'orgs update|--sso'
            return 0
        case 'orgs update|--ai'
            return 0
        case 'orgs update|--invite-links'
            return 0
        case 'orgs update|-o' 'orgs update|--output'
            return 0
        case 'orgs update|--query'
            return 0
        case 'orgs ping|-o' 'orgs ping|--output'
            return 0
        case 'orgs ping|--query'
            return 0
        case 'orgs search|-o' 'orgs search|--output'
            return 0
        case 'orgs search|--query'
            return 0
        case 'orgs search|--limit'
            return 0
        case 'orgs search|--page'
            return 0
        case 'orgs by-email-domain|-o' 'orgs by-email-domain|--output'
            return 0
        case 'orgs by-email-domain|--query'
            return 0
        case 'orgs by-email-domain|--limit'
            return 0
        case 'orgs by-email-domain|--page'
            return 0
        case 'orgs members list|--role'
            return 0
        case 'orgs members list|--search'
            return 0
        case 'orgs members list|--sort'
            return 0
        case 'orgs members list|--order'
            return 0
        case 'orgs members list|-o' 'orgs members list|--output'
            return 0
        case 'orgs members list|--query'
            return 0
        case 'orgs members list|--limit'
            return 0
        case 'orgs members list|--page'
            return 0
        case 'orgs members get|-o' 'orgs members get|--output'
            return 0
        case 'orgs members get|--query'
            return 0
        case 'orgs members update|--role'
            return 0
        case 'orgs members update|-o' 'orgs members update|--output'
            return 0
        case 'orgs members update|--query'
            return 0
        case 'orgs members sso|-o' 'orgs members sso|--output'
            return 0
        case 'orgs members sso|--query'
            return 0
        case 'orgs members spaces|--order'
            return 0
        case 'orgs members spaces|-o' 'orgs members spaces|--output'
            return 0
        case 'orgs members spaces|--query'
            return 0
        case 'orgs members spaces|--limit'
            return 0
        case 'orgs members spaces|--page'
            return 0
        case 'orgs members teams|--title'
            return 0
        case 'orgs members teams|-o' 'orgs members teams|--output'
            return 0
        case 'orgs members teams|--query'
            return 0
        case 'orgs members teams|--limit'
            return 0
        case 'orgs members teams|--page'
            return 0
        case 'members list|--role'
            return 0
        case 'members list|--search'
            return 0
        case 'members list|--sort'
            return 0
        case 'members list|--order'
            return 0
        case 'members list|-o' 'members list|--output'
            return 0
        case 'members list|--query'
            return 0
        case 'members list|--limit'
            return 0
        case 'members list|--page'
            return 0
        case 'members get|-o' 'members get|--output'
            return 0
        case 'members get|--query'
            return 0
        case 'members update|--role'
            return 0
        case 'members update|-o' 'members update|--output'
            return 0
        case 'members update|--query'
            return 0
        case 'members sso|-o' 'members sso|--output'
            return 0
        case 'members sso|--query'
            return 0
        case 'members spaces|--order'
            return 0
        case 'members spaces|-o' 'members spaces|--output'
            return 0
        case 'members spaces|--query'
            return 0
        case 'members spaces|--limit'
            return 0
        case 'members spaces|--page'
            return 0
        case 'members teams|--title'
            return 0
        case 'members teams|-o' 'members teams|--output'
            return 0
        case 'members teams|--query'
            return 0
        case 'members teams|--limit'
            return 0
        case 'members teams|--page'
            return 0
        case 'teams list|--owner'
            return 0
        case 'teams list|--title'
            return 0
        case 'teams list|-o' 'teams list|--output'
            return 0
        case 'teams list|--query'
            return 0
        case 'teams list|--limit'
            return 0
        case 'teams list|--page'
            return 0
        case 'teams get|-o' 'teams get|--output'
            return 0
        case 'teams get|--query'
            return 0
        case 'teams create|--title'
            return 0
        case 'teams create|--member'
            return 0
        case 'teams create|-o' 'teams create|--output'
            return 0
        case 'teams create|--query'
            return 0
        case 'teams rename|-o' 'teams rename|--output'
            return 0
        case 'teams rename|--query'
            return 0
        case 'teams members list|-o' 'teams members list|--output'
            return 0
        case 'teams members list|--query'
            return 0
        case 'teams members list|--limit'
            return 0
        case 'teams members list|--page'
            return 0
        case 'teams members add|--file'
            return 0
        case 'teams members add|--role'
            return 0
        case 'teams members remove|--file'
            return 0
        case 'teams members sync|--file'
            return 0
        case 'teams members sync|-o' 'teams members sync|--output'
            return 0
        case 'teams members sync|--query'
            return 0
        case 'collections list|-o' 'collections list|--output'
            return 0
        case 'collections list|--query'
            return 0
        case 'collections list|--limit'
            return 0
        case 'collections list|--page'
            return 0
        case 'collections get|-o' 'collections get|--output'
            return 0
        case 'collections get|--query'
            return 0
        case 'collections create|--title'
            return 0
        case 'collections create|--parent'
            return 0
        case 'collections create|-o' 'collections create|--output'
            return 0
        case 'collections create|--query'
            return 0
        case 'collections update|--title'
            return 0
        case 'collections update|--description'
            return 0
        case 'collections update|--default-level'
            return 0
        case 'collections update|-o' 'collections update|--output'
            return 0
        case 'collections update|--query'
            return 0
        case 'collections spaces|-o' 'collections spaces|--output'
            return 0
        case 'collections spaces|--query'
            return 0
        case 'collections spaces|--limit'
            return 0
        case 'collections spaces|--page'
            return 0
        case 'collections move|--parent'
            return 0
        case 'collections move|--before'
            return 0
        case 'collections move|--after'
            return 0
        case 'collections move|--before-collection'
            return 0
        case 'collections move|--after-collection'
            return 0
        case 'collections move|-o' 'collections move|--output'
            return 0
        case 'collections move|--query'
            return 0
        case 'collections transfer|--to'
            return 0
        case 'collections transfer|-o' 'collections transfer|--output'
            return 0
        case 'collections transfer|--query'
            return 0
        case 'spaces list|-o' 'spaces list|--output'
            return 0
        case 'spaces list|--query'
            return 0
        case 'spaces list|--limit'
            return 0
        case 'spaces list|--page'
            return 0
        case 'spaces get|--share-key'
            return 0
        case 'spaces get|-o' 'spaces get|--output'
            return 0
        case 'spaces get|--query'
            return 0
        case 'spaces create|--title'
            return 0
        case 'spaces create|--emoji'
            return 0
        case 'spaces create|--parent'
            return 0
        case 'spaces create|--visibility'
            return 0
        case 'spaces create|--edit-mode'
            return 0
        case 'spaces create|-o' 'spaces create|--output'
            return 0
        case 'spaces create|--query'
            return 0
        case 'spaces update|--title'
            return 0
        case 'spaces update|--emoji'
            return 0
        case 'spaces update|--visibility'
            return 0
        case 'spaces update|--edit-mode'
            return 0
        case 'spaces update|--default-level'
            return 0
        case 'spaces update|-o' 'spaces update|--output'
            return 0
        case 'spaces update|--query'
            return 0
        case 'spaces restore|-o' 'spaces restore|--output'
            return 0
        case 'spaces restore|--query'
            return 0
        case 'spaces duplicate|-o' 'spaces duplicate|--output'
            return 0
        case 'spaces duplicate|--query'
            return 0
        case 'spaces move|--parent'
            return 0
        case 'spaces move|--before'
            return 0
        case 'spaces move|--after'
            return 0
        case 'spaces move|--before-collection'
            return 0
        case 'spaces move|--after-collection'
            return 0
        case 'spaces move|-o' 'spaces move|--output'
            return 0
        case 'spaces move|--query'
            return 0
        case 'spaces transfer|--to'
            return 0
        case 'spaces transfer|--collection'
            return 0
        case 'spaces transfer|-o' 'spaces transfer|--output'
            return 0
        case 'spaces transfer|--query'
            return 0
        case 'translations list|-o' 'translations list|--output'
            return 0
        case 'translations list|--query'
            return 0
        case 'translations list|--limit'
            return 0
        case 'translations list|--page'
            return 0
        case 'translations get|-o' 'translations get|--output'
            return 0
        case 'translations get|--query'
            return 0
        case 'translations create|--title'
            return 0
        case 'translations create|--language'
            return 0
        case 'translations create|-o' 'translations create|--output'
            return 0
        case 'translations create|--query'
            return 0
        case 'translations update|--title'
            return 0
        case 'translations update|--language'
            return 0
        case 'translations update|-o' 'translations update|--output'
            return 0
        case 'translations update|--query'
            return 0
        case 'openapi publish|--timeout'
            return 0
        case 'openapi publish|-o' 'openapi publish|--output'
            return 0
        case 'openapi publish|--query'
            return 0
        case 'openapi create|--timeout'
            return 0
        case 'openapi create|-o' 'openapi create|--output'
            return 0
        case 'openapi create|--query'
            return 0
        case 'openapi list|-o' 'openapi list|--output'
            return 0
        case 'openapi list|--query'
            return 0
        case 'openapi list|--limit'
            return 0
        case 'openapi list|--page'
            return 0
        case 'openapi get|-o' 'openapi get|--output'
            return 0
        case 'openapi get|--query'
            return 0
        case 'openapi versions list|-o' 'openapi versions list|--output'
            return 0
        case 'openapi versions list|--query'
            return 0
        case 'openapi versions list|--limit'
            return 0
        case 'openapi versions list|--page'
            return 0
        case 'openapi versions get|-o' 'openapi versions get|--output'
            return 0
        case 'openapi versions get|--query'
            return 0
        case 'openapi versions latest|-o' 'openapi versions latest|--output'
            return 0
        case 'openapi versions latest|--query'
            return 0
        case 'openapi versions content|-o' 'openapi versions content|--output'
            return 0
        case 'openapi versions content|--query'
            return 0
        case 'api|-X' 'api|--method'
            return 0
        case 'api|-f' 'api|--raw-field'
            return 0
        case 'api|-F' 'api|--field'
            return 0
        case 'api|--input'
            return 0
        case 'api|-H' 'api|--header'
            return 0
        case 'api|-o' 'api|--output'
            return 0
        case 'api|--query'
            return 0
        case 'api request|-X' 'api request|--method'
            return 0
        case 'api request|-f' 'api request|--raw-field'
            return 0
        case 'api request|-F' 'api request|--field'
            return 0
        case 'api request|--input'
            return 0
        case 'api request|-H' 'api request|--header'
            return 0
        case 'api request|-o' 'api request|--output'
            return 0
        case 'api request|--query'
            return 0
        case 'server start|--port'
            return 0
        case 'server start|--host'
            return 0
        case 'server start|--data'
            return 0
        case 'server start|--import-root'
            return 0
        case 'server start|--max-body'
            return 0
        case 'server start|--fault-latency'
            return 0
        case 'server start|--fault-error-rate'
            return 0
        case 'server start|--fault-rate-limit'
            return 0
        case 'server start|--fault-reset-rate'
            return 0
        case 'server start|--fault-seed'
            return 0
        case 'server users|--name'
            return 0
        case 'server users|--email'
            return 0
        case 'server users|--role'
            return 0
        case 'server users|--data'
            return 0
        case 'server users|-o' 'server users|--output'
            return 0
        case 'server users|--query'
            return 0
        case 'server token|--user'
            return 0
        case 'server token|--revoke'
            return 0
        case 'server token|--label'
            return 0
        case 'server token|--data'
            return 0
        case 'server token|-o' 'server token|--output'
            return 0
        case 'server token|--query'
            return 0
        case 'server tokens|--data'
            return 0
        case 'server tokens|-o' 'server tokens|--output'
            return 0
        case 'server tokens|--query'
            return 0
        case 'server tokens|--limit'
            return 0
        case 'server tokens|--page'
            return 0
        case '*|--profile'
            return 0
        case '*|--api-url'
            return 0
        case '*|--org'
            return 0
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

function __docs_cli_at --argument-names want
    set -l here (__docs_cli_path)
    test "$here" = "$want"
end

complete -c docs-cli -e
complete -c docs-cli -f
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'auth' -d 'Log in to a service, and show or forget the stored token'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'config' -d 'List, switch, show and remove profiles; set the default organization'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'orgs' -d 'List, show and update organizations'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'members' -d 'List and manage organization members'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'teams' -d 'Manage teams and bulk-edit their membership'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'collections' -d 'Organize spaces into (nested) collections'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'spaces' -d 'Create, organize, delete and restore spaces'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'translations' -d 'Manage translation settings'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'openapi' -d 'Publish and inspect OpenAPI specifications'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'api' -d 'Send raw requests to the service (docs-cli api <path>)'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'completion' -d 'Print shell completion scripts (bash, zsh, fish)'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'server' -d 'Run the embedded service over HTTP and administer its users and tokens'
complete -c docs-cli -n '__docs_cli_at \'auth\'' -a 'login' -d 'Store a token for a service after checking it'
complete -c docs-cli -n '__docs_cli_at \'auth\'' -a 'status' -d 'Show the profile, service, user and where the token comes from'
complete -c docs-cli -n '__docs_cli_at \'auth\'' -a 'logout' -d 'Forget the token stored in a profile'
complete -c docs-cli -n '__docs_cli_at \'auth\'' -a 'token' -d 'Print the token of the active profile, for scripts'
complete -c docs-cli -n '__docs_cli_at \'config\'' -a 'list' -d 'List the profiles (the current one is marked)'
complete -c docs-cli -n '__docs_cli_at \'config\'' -a 'show' -d 'Show one profile (the current one by default); the token is never printed'
complete -c docs-cli -n '__docs_cli_at \'config\'' -a 'use' -d 'Make a profile the current one'
complete -c docs-cli -n '__docs_cli_at \'config\'' -a 'remove' -d 'Remove a profile and its token'
complete -c docs-cli -n '__docs_cli_at \'config\'' -a 'set-org' -d 'Set the default organization of the active profile'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'list' -d 'List the organizations you belong to'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'get' -d 'Show an organization'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'update' -d 'Update the title, domains, hostname, default role and settings of an organization'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'ping' -d 'Mark yourself as seen in the organization and print your visitor claims (a JWT)'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'search' -d 'Search the content of every space of the organization you can read'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'by-email-domain' -d 'List the organizations whose members may join with an e-mail domain'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'members' -d 'List and manage organization members'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'invites' -d 'Manage invite links of the organization'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'list' -d 'List the members of the organization'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'get' -d 'Show a member'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'update' -d 'Change a member\'s role (guest removes the organization role)'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'remove' -d 'Remove a member from the organization (the last admin cannot be removed)'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'sso' -d 'Set a member as an SSO member'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'spaces' -d 'List the spaces a member can access, with their permission'
complete -c docs-cli -n '__docs_cli_at \'orgs members\'' -a 'teams' -d 'List the teams of a member, with their role in each'
complete -c docs-cli -n '__docs_cli_at \'orgs invites\'' -a 'delete' -d 'Delete an invite link so it can no longer be used'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'list' -d 'List the members of the organization'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'get' -d 'Show a member'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'update' -d 'Change a member\'s role (guest removes the organization role)'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'remove' -d 'Remove a member from the organization (the last admin cannot be removed)'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'sso' -d 'Set a member as an SSO member'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'spaces' -d 'List the spaces a member can access, with their permission'
complete -c docs-cli -n '__docs_cli_at \'members\'' -a 'teams' -d 'List the teams of a member, with their role in each'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'list' -d 'List the teams of the organization'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'get' -d 'Show a team'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'create' -d 'Create a team, optionally with members'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'rename' -d 'Rename a team'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'delete' -d 'Delete a team (its members stay in the organization)'
complete -c docs-cli -n '__docs_cli_at \'teams\'' -a 'members' -d 'List and bulk-edit the members of a team'
complete -c docs-cli -n '__docs_cli_at \'teams members\'' -a 'list' -d 'List the members of a team'
complete -c docs-cli -n '__docs_cli_at \'teams members\'' -a 'add' -d 'Add users to a team in one request (file lines starting with "-" remove)'
complete -c docs-cli -n '__docs_cli_at \'teams members\'' -a 'remove' -d 'Remove users from a team in one request'
complete -c docs-cli -n '__docs_cli_at \'teams members\'' -a 'set-role' -d 'Add a user to a team or change their role in it'
complete -c docs-cli -n '__docs_cli_at \'teams members\'' -a 'sync' -d 'Make a team exactly the users listed in a file, in one request'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'list' -d 'List the collections of the organization'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'get' -d 'Show a collection'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'create' -d 'Create a collection'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'update' -d 'Change the title, description or default level of a collection'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'delete' -d 'Delete a collection and the collections nested in it'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'spaces' -d 'List the spaces in a collection'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'move' -d 'Move a collection into another collection or next to a sibling'
complete -c docs-cli -n '__docs_cli_at \'collections\'' -a 'transfer' -d 'Transfer a collection and its content to another organization'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'list' -d 'List the spaces of the organization'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'get' -d 'Show a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'create' -d 'Create a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'update' -d 'Change the title, emoji, visibility, edit mode or default level of a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'delete' -d 'Delete a space (it can be restored for 7 days)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'restore' -d 'Restore a space deleted in the last 7 days'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'duplicate' -d 'Copy a space and its content into a new space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'move' -d 'Move a space into a collection, to the top level, or next to a sibling'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'transfer' -d 'Transfer a space to another organization (and collection)'
complete -c docs-cli -n '__docs_cli_at \'translations\'' -a 'list' -d 'List the translation settings of the organization'
complete -c docs-cli -n '__docs_cli_at \'translations\'' -a 'get' -d 'Show translation settings'
complete -c docs-cli -n '__docs_cli_at \'translations\'' -a 'create' -d 'Create translation settings'
complete -c docs-cli -n '__docs_cli_at \'translations\'' -a 'update' -d 'Change the title or the languages of translation settings'
complete -c docs-cli -n '__docs_cli_at \'translations\'' -a 'delete' -d 'Delete translation settings'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'publish' -d 'Create or update a specification from a file or URL and wait for it to be processed'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'create' -d 'Create a new specification (fails if the slug exists) and wait for it to be processed'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'list' -d 'List the OpenAPI specifications of the organization'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'get' -d 'Show a specification and its processing state'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'delete' -d 'Delete a specification and all its versions'
complete -c docs-cli -n '__docs_cli_at \'openapi\'' -a 'versions' -d 'List and read the processed versions of a specification'
complete -c docs-cli -n '__docs_cli_at \'openapi versions\'' -a 'list' -d 'List the versions of a specification, newest first'
complete -c docs-cli -n '__docs_cli_at \'openapi versions\'' -a 'get' -d 'Show a version of a specification'
complete -c docs-cli -n '__docs_cli_at \'openapi versions\'' -a 'latest' -d 'Show the newest version of a specification'
complete -c docs-cli -n '__docs_cli_at \'openapi versions\'' -a 'content' -d 'Show the content of a version (its files as parsed, and the URL of the document)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -a 'request' -d 'Send an HTTP request to the service and print the answer'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'bash' -d 'Print the bash completion script'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'zsh' -d 'Print the zsh completion script'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'fish' -d 'Print the fish completion script'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'start' -d 'Serve the embedded service over HTTP'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'users' -d 'Create a user in the store and add them to its organization'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'token' -d 'Issue a token for a user, or revoke one'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'tokens' -d 'List the tokens of the store (never their values)'
complete -c docs-cli -n '__docs_cli_at \'auth login\'' -l with-token -d 'read the token from stdin'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l title -x -d 'title (2 to 255 characters)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l email-domain -x -d 'e-mail domain whose users may join (repeatable; replaces the list)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l no-email-domains -d 'clear the e-mail domains'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l hostname -x -d 'default hostname for public content (3 to 32)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l default-role -x -a 'admin create review edit comment read guest' -d 'role of new members (guest for none)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l logo -x -d 'logo URL (at most 2048; "none" removes it)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l default-site -x -d 'site shown by default ("none" removes it)'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l sso -x -a 'on off' -d 'enforce SSO organization-wide'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l ai -x -a 'on off' -d 'enable AI features'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l invite-links -x -a 'on off' -d 'enable invite links'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l role -x -a 'admin create review edit comment read guest' -d 'only members with this role (guest: members without one)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l search -x -d 'match display name or e-mail'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l sort -x -a 'joinedAt lastSeenAt displayName' -d 'sort by (lastSeenAt lists only members seen at least once)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l order -x -a 'asc desc' -d 'sort order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l role -x -a 'admin create review edit comment read guest' -d 'new role'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l order -x -a 'asc desc' -d 'order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs invites delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l role -x -a 'admin create review edit comment read guest' -d 'only members with this role (guest: members without one)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l search -x -d 'match display name or e-mail'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l sort -x -a 'joinedAt lastSeenAt displayName' -d 'sort by (lastSeenAt lists only members seen at least once)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l order -x -a 'asc desc' -d 'sort order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l role -x -a 'admin create review edit comment read guest' -d 'new role'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l order -x -a 'asc desc' -d 'order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l owner -x -d 'only teams this member (id or e-mail) can manage'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l title -x -d 'title (1 to 64 characters, unique in the organization)'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l member -x -d 'initial member, user id or e-mail (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l file -r -F -d 'read users from a file, one per line ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l role -x -a 'owner member' -d 'team role of the added users (default member)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l file -r -F -d 'read users from a file, one per line ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members set-role\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l file -r -F -d 'file with one user per line ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l role-column -d 'lines may carry a second column: owner or member'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l skip-unknown -d 'ignore users who are not members of the organization instead of failing (exit 3)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l no-nested -d 'only top-level collections'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l title -x -d 'title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l parent -x -d 'create inside this collection'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l title -x -d 'new title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l description -x -d 'new description (at most 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l default-level -x -a 'admin create review edit comment read none' -d 'default role for content (none to inherit)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l parent -x -d 'move into this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l root -d 'move to the top level of the organization'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l before -x -d 'place just before this space'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l after -x -d 'place just after this space'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l before-collection -x -d 'place just before this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l after-collection -x -d 'place just after this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l to -x -d 'target organization id'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l share-key -x -d 'share key resolving published URLs of share-link sites'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l title -x -d 'title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l emoji -x -d 'emoji shown with the title'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l parent -x -d 'create inside this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l visibility -x -a 'public unlisted share-link visitor-auth in-collection private' -d 'who can see it'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l edit-mode -x -a 'live locked' -d 'live editing or locked'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l title -x -d 'new title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l emoji -x -d 'new emoji'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l visibility -x -a 'public unlisted share-link visitor-auth in-collection private' -d 'who can see it'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l edit-mode -x -a 'live locked' -d 'live editing or locked'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l default-level -x -a 'admin create review edit comment read none' -d 'default role for content (none to inherit)'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l parent -x -d 'move into this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l root -d 'move to the top level of the organization'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l before -x -d 'place just before this space'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l after -x -d 'place just after this space'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l before-collection -x -d 'place just before this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l after-collection -x -d 'place just after this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l to -x -d 'target organization id'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l collection -x -d 'collection in the target organization'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l title -x -d 'title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l language -x -d 'language code such as fr or pt-br (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l title -x -d 'new title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l language -x -d 'language code (repeatable; replaces the list)'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'translations delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l no-wait -d 'answer as soon as the service accepted the document (state pending)'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l timeout -x -d 'how long to wait for processing'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l no-wait -d 'answer as soon as the service accepted the document (state pending)'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l timeout -x -d 'how long to wait for processing'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s X -l method -x -d 'HTTP method: GET, POST, PUT, PATCH, DELETE or HEAD'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s f -l raw-field -x -d 'add a string parameter (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s F -l field -x -d 'add a typed parameter: numbers, true, false, null, @file (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -l input -r -F -d 'read the JSON request body from a file ("-" for stdin)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s H -l header -x -d 'add an HTTP request header (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s i -l include -d 'print the status line and headers before the body'
complete -c docs-cli -n '__docs_cli_at \'api\'' -l paginate -d 'follow next.page and print one JSON array of all items'
complete -c docs-cli -n '__docs_cli_at \'api\'' -s o -l output -x -a 'json jsonl' -d 'json (pretty) or jsonl (one line; with --paginate, one item a line)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -l query -x -d 'JMESPath expression applied to the JSON answer'
complete -c docs-cli -n '__docs_cli_at \'api\'' -l silent -d 'do not print the answer body'
complete -c docs-cli -n '__docs_cli_at \'api\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s X -l method -x -d 'HTTP method: GET, POST, PUT, PATCH, DELETE or HEAD'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s f -l raw-field -x -d 'add a string parameter (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s F -l field -x -d 'add a typed parameter: numbers, true, false, null, @file (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -l input -r -F -d 'read the JSON request body from a file ("-" for stdin)'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s H -l header -x -d 'add an HTTP request header (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s i -l include -d 'print the status line and headers before the body'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -l paginate -d 'follow next.page and print one JSON array of all items'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -s o -l output -x -a 'json jsonl' -d 'json (pretty) or jsonl (one line; with --paginate, one item a line)'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -l query -x -d 'JMESPath expression applied to the JSON answer'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -l silent -d 'do not print the answer body'
complete -c docs-cli -n '__docs_cli_at \'api request\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l port -x -d 'TCP port (0 picks a free one)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l host -x -d 'address to listen on'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l no-demo -d 'seed a new store with only an organization and its admin'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l import-root -x -a '(__fish_complete_directories)' -d 'folder that file: imports may read (refused without it)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l json -d 'print {"url", "token"} as one JSON line'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l max-body -x -d 'refuse larger request bodies with 413'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l fault-latency -x -d 'rehearsal: add this latency to every answer'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l fault-error-rate -x -d 'rehearsal: answer this share of requests (0..1) with 500/502/503'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l fault-rate-limit -x -d 'rehearsal: answer 429 with Retry-After beyond this many requests per second'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l fault-reset-rate -x -d 'rehearsal: process this share of requests (0..1), then reset the connection'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l fault-seed -x -d 'rehearsal: seed for a reproducible sequence of faults'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l name -x -d 'display name'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l email -x -d 'e-mail address'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l role -x -a 'admin create review edit comment read guest' -d 'organization role (guest for none)'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l user -x -d 'user to issue a token for'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l revoke -x -d 'revoke this token instead'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l label -x -d 'label kept with the token'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -s o -l output -x -a 'table json jsonl ids' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -l profile -x -d 'stored profile to use (env DOCS_CLI_PROFILE)'
complete -c docs-cli -l api-url -x -d 'base URL of the service (env DOCS_CLI_API_URL)'
complete -c docs-cli -l org -x -d 'organization for org-scoped commands (env DOCS_CLI_ORG)'
complete -c docs-cli -s y -l yes -d 'answer yes to confirmations'
complete -c docs-cli -l no-input -d 'never prompt; fail with exit 2 where input is missing (env DOCS_CLI_NO_PROMPT, CI)'
complete -c docs-cli -l verbose -d 'log each HTTP request and response on stderr, token redacted (env DOCS_CLI_DEBUG=1)'
complete -c docs-cli -l no-color -d 'disable colour (env NO_COLOR)'
complete -c docs-cli -s h -l help -d 'show help'
complete -c docs-cli -n '__docs_cli_at \'\'' -s V -l version -d 'print the version'
