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
        case '|change-requests' '|cr'
            echo change-requests
        case '|check'
            echo check
        case '|sites'
            echo sites
        case '|preview'
            echo preview
        case '|translations'
            echo translations
        case '|openapi'
            echo openapi
        case '|integrations'
            echo integrations
        case '|api'
            echo api
        case '|mcp'
            echo mcp
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
        case 'orgs|pull'
            echo pull
        case 'orgs|audit'
            echo audit
        case 'orgs|audit-actions'
            echo audit-actions
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
        case 'spaces|import'
            echo import
        case 'spaces|pull'
            echo pull
        case 'spaces|search'
            echo search
        case 'spaces|links'
            echo links
        case 'spaces|commenters'
            echo commenters
        case 'spaces|open'
            echo open
        case 'spaces|content'
            echo content
        case 'spaces|comments'
            echo comments
        case 'spaces content|get'
            echo get
        case 'spaces content|pages'
            echo pages
        case 'spaces content|page'
            echo page
        case 'spaces content|files'
            echo files
        case 'spaces content|file'
            echo file
        case 'spaces content|backlinks'
            echo backlinks
        case 'spaces content|links'
            echo links
        case 'spaces comments|list'
            echo list
        case 'spaces comments|get'
            echo get
        case 'spaces comments|create'
            echo create
        case 'spaces comments|update'
            echo update
        case 'spaces comments|resolve'
            echo resolve
        case 'spaces comments|reopen'
            echo reopen
        case 'spaces comments|react'
            echo react
        case 'spaces comments|unreact'
            echo unreact
        case 'spaces comments|delete'
            echo delete
        case 'spaces comments|replies'
            echo replies
        case 'spaces comments replies|list'
            echo list
        case 'spaces comments replies|create'
            echo create
        case 'spaces comments replies|get'
            echo get
        case 'spaces comments replies|update'
            echo update
        case 'spaces comments replies|delete'
            echo delete
        case 'change-requests|list'
            echo list
        case 'change-requests|get'
            echo get
        case 'change-requests|create'
            echo create
        case 'change-requests|update'
            echo update
        case 'change-requests|merge'
            echo merge
        case 'change-requests|update-from-main'
            echo update-from-main
        case 'change-requests|diff'
            echo diff
        case 'change-requests|pdf'
            echo pdf
        case 'change-requests|preview'
            echo preview
        case 'change-requests|import'
            echo import
        case 'change-requests|pull'
            echo pull
        case 'change-requests|push'
            echo push
        case 'change-requests|links'
            echo links
        case 'change-requests|commenters'
            echo commenters
        case 'change-requests|review'
            echo review
        case 'change-requests|reviews'
            echo reviews
        case 'change-requests|content'
            echo content
        case 'change-requests|comments'
            echo comments
        case 'change-requests|reviewers'
            echo reviewers
        case 'change-requests content|get'
            echo get
        case 'change-requests content|pages'
            echo pages
        case 'change-requests content|page'
            echo page
        case 'change-requests content|files'
            echo files
        case 'change-requests content|file'
            echo file
        case 'change-requests content|backlinks'
            echo backlinks
        case 'change-requests content|links'
            echo links
        case 'change-requests comments|list'
            echo list
        case 'change-requests comments|get'
            echo get
        case 'change-requests comments|create'
            echo create
        case 'change-requests comments|update'
            echo update
        case 'change-requests comments|resolve'
            echo resolve
        case 'change-requests comments|reopen'
            echo reopen
        case 'change-requests comments|react'
            echo react
        case 'change-requests comments|unreact'
            echo unreact
        case 'change-requests comments|delete'
            echo delete
        case 'change-requests comments|replies'
            echo replies
        case 'change-requests comments replies|list'
            echo list
        case 'change-requests comments replies|create'
            echo create
        case 'change-requests comments replies|get'
            echo get
        case 'change-requests comments replies|update'
            echo update
        case 'change-requests comments replies|delete'
            echo delete
        case 'change-requests reviewers|list'
            echo list
        case 'change-requests reviewers|request'
            echo request
        case 'change-requests reviewers|remove'
            echo remove
        case 'check|folder'
            echo folder
        case 'sites|list'
            echo list
        case 'sites|get'
            echo get
        case 'sites|create'
            echo create
        case 'sites|update'
            echo update
        case 'sites|delete'
            echo delete
        case 'sites|publish'
            echo publish
        case 'sites|unpublish'
            echo unpublish
        case 'sites|published'
            echo published
        case 'sites|export'
            echo export
        case 'sites|open'
            echo open
        case 'sites|pull'
            echo pull
        case 'sites|push'
            echo push
        case 'sites|structure'
            echo structure
        case 'sites|sections'
            echo sections
        case 'sites|section-groups'
            echo section-groups
        case 'sites|site-spaces'
            echo site-spaces
        case 'sites|share-links'
            echo share-links
        case 'sites|redirects'
            echo redirects
        case 'sites|mcp'
            echo mcp
        case 'sites|adaptive-schema'
            echo adaptive-schema
        case 'sites structure|show'
            echo show
        case 'sites structure|move'
            echo move
        case 'sites sections|list'
            echo list
        case 'sites sections|get'
            echo get
        case 'sites sections|create' 'sites sections|add'
            echo create
        case 'sites sections|update'
            echo update
        case 'sites sections|delete'
            echo delete
        case 'sites sections|move'
            echo move
        case 'sites section-groups|list'
            echo list
        case 'sites section-groups|get'
            echo get
        case 'sites section-groups|create'
            echo create
        case 'sites section-groups|update'
            echo update
        case 'sites section-groups|delete'
            echo delete
        case 'sites section-groups|add-section'
            echo add-section
        case 'sites section-groups|remove-section'
            echo remove-section
        case 'sites section-groups|move'
            echo move
        case 'sites site-spaces|list'
            echo list
        case 'sites site-spaces|get'
            echo get
        case 'sites site-spaces|create' 'sites site-spaces|add'
            echo create
        case 'sites site-spaces|update'
            echo update
        case 'sites site-spaces|delete'
            echo delete
        case 'sites site-spaces|move'
            echo move
        case 'sites share-links|list'
            echo list
        case 'sites share-links|get'
            echo get
        case 'sites share-links|create'
            echo create
        case 'sites share-links|update'
            echo update
        case 'sites share-links|delete'
            echo delete
        case 'sites redirects|list'
            echo list
        case 'sites redirects|get'
            echo get
        case 'sites redirects|create'
            echo create
        case 'sites redirects|update'
            echo update
        case 'sites redirects|delete'
            echo delete
        case 'sites redirects|import'
            echo import
        case 'sites mcp|list'
            echo list
        case 'sites mcp|get'
            echo get
        case 'sites mcp|create'
            echo create
        case 'sites mcp|update'
            echo update
        case 'sites mcp|delete'
            echo delete
        case 'sites adaptive-schema|get'
            echo get
        case 'sites adaptive-schema|set'
            echo set
        case 'sites adaptive-schema|conditions'
            echo conditions
        case 'preview|serve'
            echo serve
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
        case 'integrations|list'
            echo list
        case 'integrations|get'
            echo get
        case 'integrations|publish'
            echo publish
        case 'integrations|unpublish'
            echo unpublish
        case 'integrations|installations'
            echo installations
        case 'integrations installations|list'
            echo list
        case 'integrations installations|get'
            echo get
        case 'integrations installations|install'
            echo install
        case 'integrations installations|uninstall'
            echo uninstall
        case 'api|request'
            echo request
        case 'mcp|serve'
            echo serve
        case 'mcp|install'
            echo install
        case 'completion|bash'
            echo bash
        case 'completion|zsh'
            echo zsh
        case 'completion|fish'
            echo fish
        case 'completion|install'
            echo install
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
        case 'orgs pull|--collection'
            return 0
        case 'orgs pull|--filter'
            return 0
        case 'orgs pull|--concurrency'
            return 0
        case 'orgs pull|-o' 'orgs pull|--output'
            return 0
        case 'orgs pull|--query'
            return 0
        case 'orgs audit|--from'
            return 0
        case 'orgs audit|--to'
            return 0
        case 'orgs audit|--action'
            return 0
        case 'orgs audit|--actor'
            return 0
        case 'orgs audit|--target'
            return 0
        case 'orgs audit|-o' 'orgs audit|--output'
            return 0
        case 'orgs audit|--query'
            return 0
        case 'orgs audit|--limit'
            return 0
        case 'orgs audit|--page'
            return 0
        case 'orgs audit-actions|-o' 'orgs audit-actions|--output'
            return 0
        case 'orgs audit-actions|--query'
            return 0
        case 'orgs audit-actions|--limit'
            return 0
        case 'orgs audit-actions|--page'
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
        case 'spaces import|--source'
            return 0
        case 'spaces import|-o' 'spaces import|--output'
            return 0
        case 'spaces import|--query'
            return 0
        case 'spaces pull|-o' 'spaces pull|--output'
            return 0
        case 'spaces pull|--query'
            return 0
        case 'spaces search|-o' 'spaces search|--output'
            return 0
        case 'spaces search|--query'
            return 0
        case 'spaces search|--limit'
            return 0
        case 'spaces search|--page'
            return 0
        case 'spaces links|--status'
            return 0
        case 'spaces links|-o' 'spaces links|--output'
            return 0
        case 'spaces links|--query'
            return 0
        case 'spaces links|--limit'
            return 0
        case 'spaces links|--page'
            return 0
        case 'spaces commenters|-o' 'spaces commenters|--output'
            return 0
        case 'spaces commenters|--query'
            return 0
        case 'spaces commenters|--limit'
            return 0
        case 'spaces commenters|--page'
            return 0
        case 'spaces content get|-o' 'spaces content get|--output'
            return 0
        case 'spaces content get|--query'
            return 0
        case 'spaces content pages|-o' 'spaces content pages|--output'
            return 0
        case 'spaces content pages|--query'
            return 0
        case 'spaces content page|--format'
            return 0
        case 'spaces content page|-o' 'spaces content page|--output'
            return 0
        case 'spaces content page|--query'
            return 0
        case 'spaces content files|-o' 'spaces content files|--output'
            return 0
        case 'spaces content files|--query'
            return 0
        case 'spaces content files|--limit'
            return 0
        case 'spaces content files|--page'
            return 0
        case 'spaces content file|-o' 'spaces content file|--output'
            return 0
        case 'spaces content file|--query'
            return 0
        case 'spaces content backlinks|-o' 'spaces content backlinks|--output'
            return 0
        case 'spaces content backlinks|--query'
            return 0
        case 'spaces content backlinks|--limit'
            return 0
        case 'spaces content backlinks|--page'
            return 0
        case 'spaces content links|--status'
            return 0
        case 'spaces content links|-o' 'spaces content links|--output'
            return 0
        case 'spaces content links|--query'
            return 0
        case 'spaces content links|--limit'
            return 0
        case 'spaces content links|--page'
            return 0
        case 'spaces comments list|--status'
            return 0
        case 'spaces comments list|--order'
            return 0
        case 'spaces comments list|--page-id'
            return 0
        case 'spaces comments list|--author'
            return 0
        case 'spaces comments list|--format'
            return 0
        case 'spaces comments list|-o' 'spaces comments list|--output'
            return 0
        case 'spaces comments list|--query'
            return 0
        case 'spaces comments list|--limit'
            return 0
        case 'spaces comments list|--page'
            return 0
        case 'spaces comments get|--format'
            return 0
        case 'spaces comments get|-o' 'spaces comments get|--output'
            return 0
        case 'spaces comments get|--query'
            return 0
        case 'spaces comments create|--page'
            return 0
        case 'spaces comments create|--node'
            return 0
        case 'spaces comments create|--body'
            return 0
        case 'spaces comments create|--body-file'
            return 0
        case 'spaces comments create|-o' 'spaces comments create|--output'
            return 0
        case 'spaces comments create|--query'
            return 0
        case 'spaces comments update|--body'
            return 0
        case 'spaces comments update|--body-file'
            return 0
        case 'spaces comments update|-o' 'spaces comments update|--output'
            return 0
        case 'spaces comments update|--query'
            return 0
        case 'spaces comments resolve|-o' 'spaces comments resolve|--output'
            return 0
        case 'spaces comments resolve|--query'
            return 0
        case 'spaces comments reopen|-o' 'spaces comments reopen|--output'
            return 0
        case 'spaces comments reopen|--query'
            return 0
        case 'spaces comments react|--reply'
            return 0
        case 'spaces comments react|-o' 'spaces comments react|--output'
            return 0
        case 'spaces comments react|--query'
            return 0
        case 'spaces comments unreact|--reply'
            return 0
        case 'spaces comments unreact|-o' 'spaces comments unreact|--output'
            return 0
        case 'spaces comments unreact|--query'
            return 0
        case 'spaces comments replies list|--format'
            return 0
        case 'spaces comments replies list|-o' 'spaces comments replies list|--output'
            return 0
        case 'spaces comments replies list|--query'
            return 0
        case 'spaces comments replies list|--limit'
            return 0
        case 'spaces comments replies list|--page'
            return 0
        case 'spaces comments replies create|--body'
            return 0
        case 'spaces comments replies create|--body-file'
            return 0
        case 'spaces comments replies create|-o' 'spaces comments replies create|--output'
            return 0
        case 'spaces comments replies create|--query'
            return 0
        case 'spaces comments replies get|--format'
            return 0
        case 'spaces comments replies get|-o' 'spaces comments replies get|--output'
            return 0
        case 'spaces comments replies get|--query'
            return 0
        case 'spaces comments replies update|--body'
            return 0
        case 'spaces comments replies update|--body-file'
            return 0
        case 'spaces comments replies update|-o' 'spaces comments replies update|--output'
            return 0
        case 'spaces comments replies update|--query'
            return 0
        case 'change-requests list|--space'
            return 0
        case 'change-requests list|--status'
            return 0
        case 'change-requests list|--contributor'
            return 0
        case 'change-requests list|-o' 'change-requests list|--output'
            return 0
        case 'change-requests list|--query'
            return 0
        case 'change-requests list|--limit'
            return 0
        case 'change-requests list|--page'
            return 0
        case 'change-requests get|--space'
            return 0
        case 'change-requests get|-o' 'change-requests get|--output'
            return 0
        case 'change-requests get|--query'
            return 0
        case 'change-requests create|--space'
            return 0
        case 'change-requests create|--subject'
            return 0
        case 'change-requests create|--import'
            return 0
        case 'change-requests create|--from'
            return 0
        case 'change-requests create|--source'
            return 0
        case 'change-requests create|-o' 'change-requests create|--output'
            return 0
        case 'change-requests create|--query'
            return 0
        case 'change-requests update|--space'
            return 0
        case 'change-requests update|--subject'
            return 0
        case 'change-requests update|--status'
            return 0
        case 'change-requests update|-o' 'change-requests update|--output'
            return 0
        case 'change-requests update|--query'
            return 0
        case 'change-requests merge|--space'
            return 0
        case 'change-requests merge|-o' 'change-requests merge|--output'
            return 0
        case 'change-requests merge|--query'
            return 0
        case 'change-requests update-from-main|--space'
            return 0
        case 'change-requests update-from-main|-o' 'change-requests update-from-main|--output'
            return 0
        case 'change-requests update-from-main|--query'
            return 0
        case 'change-requests diff|--space'
            return 0
        case 'change-requests diff|-U' 'change-requests diff|--unified'
            return 0
        case 'change-requests pdf|--space'
            return 0
        case 'change-requests pdf|--output'
            return 0
        case 'change-requests pdf|--page'
            return 0
        case 'change-requests preview|--space'
            return 0
        case 'change-requests preview|-o' 'change-requests preview|--output'
            return 0
        case 'change-requests preview|--query'
            return 0
        case 'change-requests import|--space'
            return 0
        case 'change-requests import|--source'
            return 0
        case 'change-requests import|-o' 'change-requests import|--output'
            return 0
        case 'change-requests import|--query'
            return 0
        case 'change-requests pull|--space'
            return 0
        case 'change-requests pull|-o' 'change-requests pull|--output'
            return 0
        case 'change-requests pull|--query'
            return 0
        case 'change-requests push|--space'
            return 0
        case 'change-requests push|--to'
            return 0
        case 'change-requests push|--subject'
            return 0
        case 'change-requests push|--files-url'
            return 0
        case 'change-requests push|-o' 'change-requests push|--output'
            return 0
        case 'change-requests push|--query'
            return 0
        case 'change-requests links|--space'
            return 0
        case 'change-requests links|--status'
            return 0
        case 'change-requests links|-o' 'change-requests links|--output'
            return 0
        case 'change-requests links|--query'
            return 0
        case 'change-requests links|--limit'
            return 0
        case 'change-requests links|--page'
            return 0
        case 'change-requests commenters|--space'
            return 0
        case 'change-requests commenters|-o' 'change-requests commenters|--output'
            return 0
        case 'change-requests commenters|--query'
            return 0
        case 'change-requests commenters|--limit'
            return 0
        case 'change-requests commenters|--page'
            return 0
        case 'change-requests review|--space'
            return 0
        case 'change-requests review|--comment'
            return 0
        case 'change-requests review|-o' 'change-requests review|--output'
            return 0
        case 'change-requests review|--query'
            return 0
        case 'change-requests reviews|--space'
            return 0
        case 'change-requests reviews|-o' 'change-requests reviews|--output'
            return 0
        case 'change-requests reviews|--query'
            return 0
        case 'change-requests reviews|--limit'
            return 0
        case 'change-requests reviews|--page'
            return 0
        case 'change-requests content get|--space'
            return 0
        case 'change-requests content get|-o' 'change-requests content get|--output'
            return 0
        case 'change-requests content get|--query'
            return 0
        case 'change-requests content pages|--space'
            return 0
        case 'change-requests content pages|-o' 'change-requests content pages|--output'
            return 0
        case 'change-requests content pages|--query'
            return 0
        case 'change-requests content page|--space'
            return 0
        case 'change-requests content page|--format'
            return 0
        case 'change-requests content page|-o' 'change-requests content page|--output'
            return 0
        case 'change-requests content page|--query'
            return 0
        case 'change-requests content files|--space'
            return 0
        case 'change-requests content files|-o' 'change-requests content files|--output'
            return 0
        case 'change-requests content files|--query'
            return 0
        case 'change-requests content files|--limit'
            return 0
        case 'change-requests content files|--page'
            return 0
        case 'change-requests content file|--space'
            return 0
        case 'change-requests content file|-o' 'change-requests content file|--output'
            return 0
        case 'change-requests content file|--query'
            return 0
        case 'change-requests content backlinks|--space'
            return 0
        case 'change-requests content backlinks|-o' 'change-requests content backlinks|--output'
            return 0
        case 'change-requests content backlinks|--query'
            return 0
        case 'change-requests content backlinks|--limit'
            return 0
        case 'change-requests content backlinks|--page'
            return 0
        case 'change-requests content links|--space'
            return 0
        case 'change-requests content links|--status'
            return 0
        case 'change-requests content links|-o' 'change-requests content links|--output'
            return 0
        case 'change-requests content links|--query'
            return 0
        case 'change-requests content links|--limit'
            return 0
        case 'change-requests content links|--page'
            return 0
        case 'change-requests comments list|--space'
            return 0
        case 'change-requests comments list|--status'
            return 0
        case 'change-requests comments list|--order'
            return 0
        case 'change-requests comments list|--page-id'
            return 0
        case 'change-requests comments list|--author'
            return 0
        case 'change-requests comments list|--format'
            return 0
        case 'change-requests comments list|-o' 'change-requests comments list|--output'
            return 0
        case 'change-requests comments list|--query'
            return 0
        case 'change-requests comments list|--limit'
            return 0
        case 'change-requests comments list|--page'
            return 0
        case 'change-requests comments get|--space'
            return 0
        case 'change-requests comments get|--format'
            return 0
        case 'change-requests comments get|-o' 'change-requests comments get|--output'
            return 0
        case 'change-requests comments get|--query'
            return 0
        case 'change-requests comments create|--space'
            return 0
        case 'change-requests comments create|--page'
            return 0
        case 'change-requests comments create|--node'
            return 0
        case 'change-requests comments create|--body'
            return 0
        case 'change-requests comments create|--body-file'
            return 0
        case 'change-requests comments create|-o' 'change-requests comments create|--output'
            return 0
        case 'change-requests comments create|--query'
            return 0
        case 'change-requests comments update|--space'
            return 0
        case 'change-requests comments update|--body'
            return 0
        case 'change-requests comments update|--body-file'
            return 0
        case 'change-requests comments update|-o' 'change-requests comments update|--output'
            return 0
        case 'change-requests comments update|--query'
            return 0
        case 'change-requests comments resolve|--space'
            return 0
        case 'change-requests comments resolve|-o' 'change-requests comments resolve|--output'
            return 0
        case 'change-requests comments resolve|--query'
            return 0
        case 'change-requests comments reopen|--space'
            return 0
        case 'change-requests comments reopen|-o' 'change-requests comments reopen|--output'
            return 0
        case 'change-requests comments reopen|--query'
            return 0
        case 'change-requests comments react|--space'
            return 0
        case 'change-requests comments react|--reply'
            return 0
        case 'change-requests comments react|-o' 'change-requests comments react|--output'
            return 0
        case 'change-requests comments react|--query'
            return 0
        case 'change-requests comments unreact|--space'
            return 0
        case 'change-requests comments unreact|--reply'
            return 0
        case 'change-requests comments unreact|-o' 'change-requests comments unreact|--output'
            return 0
        case 'change-requests comments unreact|--query'
            return 0
        case 'change-requests comments delete|--space'
            return 0
        case 'change-requests comments replies list|--space'
            return 0
        case 'change-requests comments replies list|--format'
            return 0
        case 'change-requests comments replies list|-o' 'change-requests comments replies list|--output'
            return 0
        case 'change-requests comments replies list|--query'
            return 0
        case 'change-requests comments replies list|--limit'
            return 0
        case 'change-requests comments replies list|--page'
            return 0
        case 'change-requests comments replies create|--space'
            return 0
        case 'change-requests comments replies create|--body'
            return 0
        case 'change-requests comments replies create|--body-file'
            return 0
        case 'change-requests comments replies create|-o' 'change-requests comments replies create|--output'
            return 0
        case 'change-requests comments replies create|--query'
            return 0
        case 'change-requests comments replies get|--space'
            return 0
        case 'change-requests comments replies get|--format'
            return 0
        case 'change-requests comments replies get|-o' 'change-requests comments replies get|--output'
            return 0
        case 'change-requests comments replies get|--query'
            return 0
        case 'change-requests comments replies update|--space'
            return 0
        case 'change-requests comments replies update|--body'
            return 0
        case 'change-requests comments replies update|--body-file'
            return 0
        case 'change-requests comments replies update|-o' 'change-requests comments replies update|--output'
            return 0
        case 'change-requests comments replies update|--query'
            return 0
        case 'change-requests comments replies delete|--space'
            return 0
        case 'change-requests reviewers list|--space'
            return 0
        case 'change-requests reviewers list|-o' 'change-requests reviewers list|--output'
            return 0
        case 'change-requests reviewers list|--query'
            return 0
        case 'change-requests reviewers list|--limit'
            return 0
        case 'change-requests reviewers list|--page'
            return 0
        case 'change-requests reviewers request|--space'
            return 0
        case 'change-requests reviewers request|-o' 'change-requests reviewers request|--output'
            return 0
        case 'change-requests reviewers request|--query'
            return 0
        case 'change-requests reviewers request|--limit'
            return 0
        case 'change-requests reviewers request|--page'
            return 0
        case 'change-requests reviewers remove|--space'
            return 0
        case 'check|-o' 'check|--output'
            return 0
        case 'check|--format'
            return 0
        case 'check|--timeout'
            return 0
        case 'check folder|-o' 'check folder|--output'
            return 0
        case 'check folder|--format'
            return 0
        case 'check folder|--timeout'
            return 0
        case 'sites list|--space'
            return 0
        case 'sites list|--title'
            return 0
        case 'sites list|--type'
            return 0
        case 'sites list|-o' 'sites list|--output'
            return 0
        case 'sites list|--query'
            return 0
        case 'sites list|--limit'
            return 0
        case 'sites list|--page'
            return 0
        case 'sites get|-o' 'sites get|--output'
            return 0
        case 'sites get|--query'
            return 0
        case 'sites create|--title'
            return 0
        case 'sites create|--space'
            return 0
        case 'sites create|--new-space'
            return 0
        case 'sites create|--visibility'
            return 0
        case 'sites create|--type'
            return 0
        case 'sites create|-o' 'sites create|--output'
            return 0
        case 'sites create|--query'
            return 0
        case 'sites update|--title'
            return 0
        case 'sites update|--visibility'
            return 0
        case 'sites update|--basename'
            return 0
        case 'sites update|--proxy'
            return 0
        case 'sites update|--default-section'
            return 0
        case 'sites update|--default-site-space'
            return 0
        case 'sites update|--agents-context'
            return 0
        case 'sites update|-o' 'sites update|--output'
            return 0
        case 'sites update|--query'
            return 0
        case 'sites publish|-o' 'sites publish|--output'
            return 0
        case 'sites publish|--query'
            return 0
        case 'sites unpublish|-o' 'sites unpublish|--output'
            return 0
        case 'sites unpublish|--query'
            return 0
        case 'sites published|--share-key'
            return 0
        case 'sites published|-o' 'sites published|--output'
            return 0
        case 'sites published|--query'
            return 0
        case 'sites export|--share-key'
            return 0
        case 'sites export|-o' 'sites export|--output'
            return 0
        case 'sites export|--query'
            return 0
        case 'sites pull|-o' 'sites pull|--output'
            return 0
        case 'sites pull|--query'
            return 0
        case 'sites push|--site'
            return 0
        case 'sites push|-o' 'sites push|--output'
            return 0
        case 'sites push|--query'
            return 0
        case 'sites structure|--share-key'
            return 0
        case 'sites structure|-o' 'sites structure|--output'
            return 0
        case 'sites structure|--query'
            return 0
        case 'sites structure show|--share-key'
            return 0
        case 'sites structure show|-o' 'sites structure show|--output'
            return 0
        case 'sites structure show|--query'
            return 0
        case 'sites structure move|--site'
            return 0
        case 'sites structure move|--before'
            return 0
        case 'sites structure move|--after'
            return 0
        case 'sites structure move|-o' 'sites structure move|--output'
            return 0
        case 'sites structure move|--query'
            return 0
        case 'sites sections list|--site'
            return 0
        case 'sites sections list|--share-key'
            return 0
        case 'sites sections list|-o' 'sites sections list|--output'
            return 0
        case 'sites sections list|--query'
            return 0
        case 'sites sections list|--limit'
            return 0
        case 'sites sections list|--page'
            return 0
        case 'sites sections get|--site'
            return 0
        case 'sites sections get|-o' 'sites sections get|--output'
            return 0
        case 'sites sections get|--query'
            return 0
        case 'sites sections create|--site'
            return 0
        case 'sites sections create|--space'
            return 0
        case 'sites sections create|--title'
            return 0
        case 'sites sections create|--icon'
            return 0
        case 'sites sections create|-o' 'sites sections create|--output'
            return 0
        case 'sites sections create|--query'
            return 0
        case 'sites sections update|--site'
            return 0
        case 'sites sections update|--title'
            return 0
        case 'sites sections update|--path'
            return 0
        case 'sites sections update|--default-site-space'
            return 0
        case 'sites sections update|--condition'
            return 0
        case 'sites sections update|--icon'
            return 0
        case 'sites sections update|--description'
            return 0
        case 'sites sections update|-o' 'sites sections update|--output'
            return 0
        case 'sites sections update|--query'
            return 0
        case 'sites sections delete|--site'
            return 0
        case 'sites sections move|--site'
            return 0
        case 'sites sections move|--before'
            return 0
        case 'sites sections move|--after'
            return 0
        case 'sites sections move|-o' 'sites sections move|--output'
            return 0
        case 'sites sections move|--query'
            return 0
        case 'sites section-groups list|--site'
            return 0
        case 'sites section-groups list|-o' 'sites section-groups list|--output'
            return 0
        case 'sites section-groups list|--query'
            return 0
        case 'sites section-groups list|--limit'
            return 0
        case 'sites section-groups list|--page'
            return 0
        case 'sites section-groups get|--site'
            return 0
        case 'sites section-groups get|-o' 'sites section-groups get|--output'
            return 0
        case 'sites section-groups get|--query'
            return 0
        case 'sites section-groups create|--site'
            return 0
        case 'sites section-groups create|--title'
            return 0
        case 'sites section-groups create|--icon'
            return 0
        case 'sites section-groups create|--section'
            return 0
        case 'sites section-groups create|-o' 'sites section-groups create|--output'
            return 0
        case 'sites section-groups create|--query'
            return 0
        case 'sites section-groups update|--site'
            return 0
        case 'sites section-groups update|--title'
            return 0
        case 'sites section-groups update|--icon'
            return 0
        case 'sites section-groups update|-o' 'sites section-groups update|--output'
            return 0
        case 'sites section-groups update|--query'
            return 0
        case 'sites section-groups delete|--site'
            return 0
        case 'sites section-groups add-section|--site'
            return 0
        case 'sites section-groups add-section|-o' 'sites section-groups add-section|--output'
            return 0
        case 'sites section-groups add-section|--query'
            return 0
        case 'sites section-groups remove-section|--site'
            return 0
        case 'sites section-groups move|--site'
            return 0
        case 'sites section-groups move|--before'
            return 0
        case 'sites section-groups move|--after'
            return 0
        case 'sites section-groups move|-o' 'sites section-groups move|--output'
            return 0
        case 'sites section-groups move|--query'
            return 0
        case 'sites site-spaces list|--site'
            return 0
        case 'sites site-spaces list|--share-key'
            return 0
        case 'sites site-spaces list|-o' 'sites site-spaces list|--output'
            return 0
        case 'sites site-spaces list|--query'
            return 0
        case 'sites site-spaces list|--limit'
            return 0
        case 'sites site-spaces list|--page'
            return 0
        case 'sites site-spaces get|--site'
            return 0
        case 'sites site-spaces get|-o' 'sites site-spaces get|--output'
            return 0
        case 'sites site-spaces get|--query'
            return 0
        case 'sites site-spaces create|--site'
            return 0
        case 'sites site-spaces create|--space'
            return 0
        case 'sites site-spaces create|--section'
            return 0
        case 'sites site-spaces create|-o' 'sites site-spaces create|--output'
            return 0
        case 'sites site-spaces create|--query'
            return 0
        case 'sites site-spaces update|--site'
            return 0
        case 'sites site-spaces update|--path'
            return 0
        case 'sites site-spaces update|--condition'
            return 0
        case 'sites site-spaces update|--space'
            return 0
        case 'sites site-spaces update|-o' 'sites site-spaces update|--output'
            return 0
        case 'sites site-spaces update|--query'
            return 0
        case 'sites site-spaces delete|--site'
            return 0
        case 'sites site-spaces move|--site'
            return 0
        case 'sites site-spaces move|--before'
            return 0
        case 'sites site-spaces move|--after'
            return 0
        case 'sites site-spaces move|-o' 'sites site-spaces move|--output'
            return 0
        case 'sites site-spaces move|--query'
            return 0
        case 'sites share-links list|--site'
            return 0
        case 'sites share-links list|-o' 'sites share-links list|--output'
            return 0
        case 'sites share-links list|--query'
            return 0
        case 'sites share-links list|--limit'
            return 0
        case 'sites share-links list|--page'
            return 0
        case 'sites share-links get|--site'
            return 0
        case 'sites share-links get|-o' 'sites share-links get|--output'
            return 0
        case 'sites share-links get|--query'
            return 0
        case 'sites share-links create|--site'
            return 0
        case 'sites share-links create|--name'
            return 0
        case 'sites share-links create|-o' 'sites share-links create|--output'
            return 0
        case 'sites share-links create|--query'
            return 0
        case 'sites share-links update|--site'
            return 0
        case 'sites share-links update|--name'
            return 0
        case 'sites share-links update|-o' 'sites share-links update|--output'
            return 0
        case 'sites share-links update|--query'
            return 0
        case 'sites share-links delete|--site'
            return 0
        case 'sites redirects list|--site'
            return 0
        case 'sites redirects list|--search'
            return 0
        case 'sites redirects list|--order-by'
            return 0
        case 'sites redirects list|-o' 'sites redirects list|--output'
            return 0
        case 'sites redirects list|--query'
            return 0
        case 'sites redirects list|--limit'
            return 0
        case 'sites redirects list|--page'
            return 0
        case 'sites redirects get|--site'
            return 0
        case 'sites redirects get|-o' 'sites redirects get|--output'
            return 0
        case 'sites redirects get|--query'
            return 0
        case 'sites redirects create|--site'
            return 0
        case 'sites redirects create|--source'
            return 0
        case 'sites redirects create|--url'
            return 0
        case 'sites redirects create|--site-space'
            return 0
        case 'sites redirects create|--page-id'
            return 0
        case 'sites redirects create|--section'
            return 0
        case 'sites redirects create|--page'
            return 0
        case 'sites redirects create|--space'
            return 0
        case 'sites redirects create|-o' 'sites redirects create|--output'
            return 0
        case 'sites redirects create|--query'
            return 0
        case 'sites redirects update|--site'
            return 0
        case 'sites redirects update|--source'
            return 0
        case 'sites redirects update|--url'
            return 0
        case 'sites redirects update|--site-space'
            return 0
        case 'sites redirects update|--page-id'
            return 0
        case 'sites redirects update|--section'
            return 0
        case 'sites redirects update|-o' 'sites redirects update|--output'
            return 0
        case 'sites redirects update|--query'
            return 0
        case 'sites redirects delete|--site'
            return 0
        case 'sites redirects import|--site'
            return 0
        case 'sites redirects import|--file'
            return 0
        case 'sites redirects import|-o' 'sites redirects import|--output'
            return 0
        case 'sites redirects import|--query'
            return 0
        case 'sites redirects import|--limit'
            return 0
        case 'sites redirects import|--page'
            return 0
        case 'sites mcp list|--site'
            return 0
        case 'sites mcp list|-o' 'sites mcp list|--output'
            return 0
        case 'sites mcp list|--query'
            return 0
        case 'sites mcp list|--limit'
            return 0
        case 'sites mcp list|--page'
            return 0
        case 'sites mcp get|--site'
            return 0
        case 'sites mcp get|-o' 'sites mcp get|--output'
            return 0
        case 'sites mcp get|--query'
            return 0
        case 'sites mcp create|--site'
            return 0
        case 'sites mcp create|--name'
            return 0
        case 'sites mcp create|--url'
            return 0
        case 'sites mcp create|--transport'
            return 0
        case 'sites mcp create|--header'
            return 0
        case 'sites mcp create|--condition'
            return 0
        case 'sites mcp create|-o' 'sites mcp create|--output'
            return 0
        case 'sites mcp create|--query'
            return 0
        case 'sites mcp update|--site'
            return 0
        case 'sites mcp update|--name'
            return 0
        case 'sites mcp update|--url'
            return 0
        case 'sites mcp update|--transport'
            return 0
        case 'sites mcp update|--header'
            return 0
        case 'sites mcp update|--condition'
            return 0
        case 'sites mcp update|-o' 'sites mcp update|--output'
            return 0
        case 'sites mcp update|--query'
            return 0
        case 'sites mcp delete|--site'
            return 0
        case 'sites adaptive-schema get|--site'
            return 0
        case 'sites adaptive-schema get|-o' 'sites adaptive-schema get|--output'
            return 0
        case 'sites adaptive-schema get|--query'
            return 0
        case 'sites adaptive-schema set|--site'
            return 0
        case 'sites adaptive-schema set|--file'
            return 0
        case 'sites adaptive-schema set|-o' 'sites adaptive-schema set|--output'
            return 0
        case 'sites adaptive-schema set|--query'
            return 0
        case 'sites adaptive-schema conditions|--site'
            return 0
        case 'sites adaptive-schema conditions|-o' 'sites adaptive-schema conditions|--output'
            return 0
        case 'sites adaptive-schema conditions|--query'
            return 0
        case 'sites adaptive-schema conditions|--limit'
            return 0
        case 'sites adaptive-schema conditions|--page'
            return 0
        case 'preview|--port'
            return 0
        case 'preview|--host'
            return 0
        case 'preview serve|--port'
            return 0
        case 'preview serve|--host'
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
        case 'integrations list|--search'
            return 0
        case 'integrations list|--category'
            return 0
        case 'integrations list|--target'
            return 0
        case 'integrations list|--scope'
            return 0
        case 'integrations list|--owner'
            return 0
        case 'integrations list|--block-domain'
            return 0
        case 'integrations list|--blocks'
            return 0
        case 'integrations list|--content-sources'
            return 0
        case 'integrations list|-o' 'integrations list|--output'
            return 0
        case 'integrations list|--query'
            return 0
        case 'integrations list|--limit'
            return 0
        case 'integrations list|--page'
            return 0
        case 'integrations get|-o' 'integrations get|--output'
            return 0
        case 'integrations get|--query'
            return 0
        case 'integrations publish|-f' 'integrations publish|--file'
            return 0
        case 'integrations publish|--secrets-file'
            return 0
        case 'integrations publish|-o' 'integrations publish|--output'
            return 0
        case 'integrations publish|--query'
            return 0
        case 'integrations installations list|--external-id'
            return 0
        case 'integrations installations list|-o' 'integrations installations list|--output'
            return 0
        case 'integrations installations list|--query'
            return 0
        case 'integrations installations list|--limit'
            return 0
        case 'integrations installations list|--page'
            return 0
        case 'integrations installations get|-o' 'integrations installations get|--output'
            return 0
        case 'integrations installations get|--query'
            return 0
        case 'integrations installations install|--external-id'
            return 0
        case 'integrations installations install|-o' 'integrations installations install|--output'
            return 0
        case 'integrations installations install|--query'
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
        case 'mcp|--host'
            return 0
        case 'mcp|--port'
            return 0
        case 'mcp serve|--host'
            return 0
        case 'mcp serve|--port'
            return 0
        case 'mcp install|--name'
            return 0
        case 'mcp install|--command'
            return 0
        case 'completion install|--shell'
            return 0
        case 'server start|--port'
            return 0
        case 'server start|--host'
            return 0
        case 'server start|--data'
            return 0
        case 'server start|--import-root'
            return 0
        case 'server start|--allow-fetch'
            return 0
        case 'server start|--reference'
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
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'auth' -d 'Log in to a service, and show or forget the stored token'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'config' -d 'List, switch, show and remove profiles; set the default organization'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'orgs' -d 'List, show and update organizations'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'members' -d 'List and manage organization members'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'teams' -d 'Manage teams and bulk-edit their membership'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'collections' -d 'Organize spaces into (nested) collections'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'spaces' -d 'Create, organize, delete and restore spaces'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'change-requests' -d 'Create, review, update and merge change requests'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'check' -d 'Find what a push or a publish of a docs folder would refuse or break (no service needed)'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'sites' -d 'Manage and publish sites, their structure and share links'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'preview' -d 'Serve a local docs folder as its published site, reloading as files change'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'translations' -d 'Manage translation settings'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'openapi' -d 'Publish and inspect OpenAPI specifications'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'integrations' -d 'Publish, list and install integrations'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'api' -d 'Send raw requests to the service (docs-cli api <path>)'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'mcp' -d 'Serve docs-cli\'s commands as MCP tools for agents (stdio or loopback HTTP); configure MCP clients'
complete -c docs-cli -n '__docs_cli_at \'\'' -a 'completion' -d 'Shell completion scripts (bash, zsh, fish), and their installation'
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
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'pull' -d 'Write every space of the organization into a folder, one Git Sync folder per space'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'audit' -d 'List what members changed in the organization (newest first)'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'audit-actions' -d 'List the actions audit events record'
complete -c docs-cli -n '__docs_cli_at \'orgs\'' -a 'members' -d 'List and manage organization members (also docs-cli members)'
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
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'update' -d 'Change the title, emoji, edit mode or default level of a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'delete' -d 'Delete a space (it can be restored for 7 days)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'restore' -d 'Restore a space deleted in the last 7 days'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'duplicate' -d 'Copy a space and its content into a new space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'move' -d 'Move a space into a collection, to the top level, or next to a sibling'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'transfer' -d 'Transfer a space to another organization (and collection)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'import' -d 'Import markdown into the space (a new revision)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'pull' -d 'Write the content of the space into a folder (GitBook Git Sync layout)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'search' -d 'Search the pages of a space (titles and text), best match first'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'links' -d 'List the links between pages and files of the space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'commenters' -d 'List the members who commented in a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'open' -d 'Open a public or unlisted space in the browser (prints its URL when there is no display)'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'content' -d 'Read the pages and files of a space'
complete -c docs-cli -n '__docs_cli_at \'spaces\'' -a 'comments' -d 'Discuss the content of a space'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'get' -d 'Show the current revision of the space'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'pages' -d 'Print the page tree of the space'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'page' -d 'Print a page as markdown'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'files' -d 'List the files of the space'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'file' -d 'Show a file'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'backlinks' -d 'List the pages that link to a file'
complete -c docs-cli -n '__docs_cli_at \'spaces content\'' -a 'links' -d 'List the links of a page, with their status'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'list' -d 'List comments, newest first'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'get' -d 'Show a comment'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'create' -d 'Comment on a page (or on the whole content)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'update' -d 'Edit your comment'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'resolve' -d 'Mark a comment resolved'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'reopen' -d 'Reopen a resolved comment'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'react' -d 'Add your reaction to a comment (or, with --reply, a reply)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'unreact' -d 'Remove your reaction from a comment or reply'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'delete' -d 'Delete a comment and its replies'
complete -c docs-cli -n '__docs_cli_at \'spaces comments\'' -a 'replies' -d 'List, write, edit and delete replies to a comment'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies\'' -a 'list' -d 'List the replies to a comment, oldest first'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies\'' -a 'create' -d 'Reply to a comment'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies\'' -a 'get' -d 'Show a reply'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies\'' -a 'update' -d 'Edit your reply'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies\'' -a 'delete' -d 'Delete a reply'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'list' -d 'List the change requests of a space (open ones by default)'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'get' -d 'Show a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'create' -d 'Start a change request (a draft), optionally importing content into it'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'update' -d 'Change the subject or status (draft, open, archived) of a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'merge' -d 'Merge a change request into the space'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'update-from-main' -d 'Bring the space\'s latest content into a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'diff' -d 'Show what a change request changes, as a unified diff page by page'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'pdf' -d 'Download a PDF of the pages of a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'preview' -d 'Print (or open) the URL of a site showing a change request\'s content'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'import' -d 'Import markdown into the change request (a new revision of it)'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'pull' -d 'Write the content of the change request into a folder (GitBook Git Sync layout)'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'push' -d 'Send the differences between a folder and a change request into it (a new one by default)'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'links' -d 'List the links of the change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'commenters' -d 'List the members who commented on a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'review' -d 'Approve a change request, request changes, or comment on it'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'reviews' -d 'List the reviews of a change request (newest first)'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'content' -d 'Read the pages and files of a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'comments' -d 'Discuss a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests\'' -a 'reviewers' -d 'Ask members to review a change request, list and remove them'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'get' -d 'Show the current revision of the change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'pages' -d 'Print the page tree of the change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'page' -d 'Print a page as markdown'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'files' -d 'List the files of the change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'file' -d 'Show a file'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'backlinks' -d 'List the pages that link to a file'
complete -c docs-cli -n '__docs_cli_at \'change-requests content\'' -a 'links' -d 'List the links of a page, with their status'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'list' -d 'List comments, newest first'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'get' -d 'Show a comment'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'create' -d 'Comment on a page (or on the whole content)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'update' -d 'Edit your comment'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'resolve' -d 'Mark a comment resolved'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'reopen' -d 'Reopen a resolved comment'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'react' -d 'Add your reaction to a comment (or, with --reply, a reply)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'unreact' -d 'Remove your reaction from a comment or reply'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'delete' -d 'Delete a comment and its replies'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments\'' -a 'replies' -d 'List, write, edit and delete replies to a comment'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies\'' -a 'list' -d 'List the replies to a comment, oldest first'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies\'' -a 'create' -d 'Reply to a comment'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies\'' -a 'get' -d 'Show a reply'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies\'' -a 'update' -d 'Edit your reply'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies\'' -a 'delete' -d 'Delete a reply'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers\'' -a 'list' -d 'List who is asked to review a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers\'' -a 'request' -d 'Ask members to review a change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers\'' -a 'remove' -d 'Stop asking a member to review a change request'
complete -c docs-cli -n '__docs_cli_at \'check\'' -a 'folder' -d 'Find what a push or a publish of a Git Sync folder would refuse or break'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'list' -d 'List the sites of the organization'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'get' -d 'Show a site'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'create' -d 'Create a site from existing spaces or a new space'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'update' -d 'Change the title, visibility, basename, proxy, defaults or adaptive content of a site'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'delete' -d 'Delete a site (its spaces are kept)'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'publish' -d 'Publish a site and print its URL'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'unpublish' -d 'Take a site offline (it can be published again)'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'published' -d 'Show a published site as visitors get it: the site and its structure'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'export' -d 'Write a published site as static files a browser opens offline'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'open' -d 'Open a published site in the browser (prints its URL when there is no display)'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'pull' -d 'Write a whole site into a folder: docs.yaml and one Git Sync folder per space'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'push' -d 'Send each space folder of a site folder into a change request of its space'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'structure' -d 'Show and reorder the structure of a site'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'sections' -d 'Sections of a site: each shows one or more spaces under its own path'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'section-groups' -d 'Section groups: named groups of sections in the site navigation'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'site-spaces' -d 'Site spaces: the spaces a site shows, at its root or as variants in a section'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'share-links' -d 'Share links: secret URLs that open a share-link site'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'redirects' -d 'Site redirects: old paths of a published site sent to pages, sections or URLs'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'mcp' -d 'MCP servers the site\'s AI assistant may call'
complete -c docs-cli -n '__docs_cli_at \'sites\'' -a 'adaptive-schema' -d 'Adaptive content: the visitor claims a site adapts to'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -a 'show' -d 'Print the site as a tree: section groups, sections and site spaces with paths and defaults'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -a 'move' -d 'Move a section, section group or site space before or after another item'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'list' -d 'List the sections of a site in order'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'get' -d 'Show a section with its site spaces'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'create' -d 'Add a section showing a space'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'update' -d 'Change the title, path, default site space, condition, icon or description of a section'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'delete' -d 'Remove a section and its site spaces from a site (the spaces are kept)'
complete -c docs-cli -n '__docs_cli_at \'sites sections\'' -a 'move' -d 'Move a section before or after another section'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'list' -d 'List the section groups of a site'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'get' -d 'Show a section group with its sections'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'create' -d 'Create a section group, optionally with sections'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'update' -d 'Change the title or icon of a section group'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'delete' -d 'Delete a section group; its sections stay, at the top level'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'add-section' -d 'Put a section into a section group (last)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'remove-section' -d 'Take a section out of a section group (it stays in the site, after the group)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups\'' -a 'move' -d 'Move a section group before or after another group or top-level section'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'list' -d 'List the site spaces of a site in order'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'get' -d 'Show a site space'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'create' -d 'Add a space to a site: to a section, or to the default section (the root without sections)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'update' -d 'Change the path, condition or space of a site space'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'delete' -d 'Remove a space from a site (the space itself is kept)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces\'' -a 'move' -d 'Move a site space before or after another site space'
complete -c docs-cli -n '__docs_cli_at \'sites share-links\'' -a 'list' -d 'List the share links of a site (with their URLs)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links\'' -a 'get' -d 'Show a share link'
complete -c docs-cli -n '__docs_cli_at \'sites share-links\'' -a 'create' -d 'Create a share link and print its URL'
complete -c docs-cli -n '__docs_cli_at \'sites share-links\'' -a 'update' -d 'Rename, activate or deactivate a share link'
complete -c docs-cli -n '__docs_cli_at \'sites share-links\'' -a 'delete' -d 'Delete a share link; its URL stops working'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'list' -d 'List the live (or draft) redirects of a site'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'get' -d 'Show a redirect by id, or the live redirect that answers a path (with where it leads)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'create' -d 'Create a redirect from a path of the site'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'update' -d 'Change a redirect: its source, destination, permanence, or make a draft live'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'delete' -d 'Delete a redirect; its source path answers 404 again'
complete -c docs-cli -n '__docs_cli_at \'sites redirects\'' -a 'import' -d 'Create, update, delete or publish redirects from a CSV (source,destination,intent)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp\'' -a 'list' -d 'List the MCP servers of a site'
complete -c docs-cli -n '__docs_cli_at \'sites mcp\'' -a 'get' -d 'Show an MCP server of a site'
complete -c docs-cli -n '__docs_cli_at \'sites mcp\'' -a 'create' -d 'Add an MCP server to a site'
complete -c docs-cli -n '__docs_cli_at \'sites mcp\'' -a 'update' -d 'Change an MCP server of a site (--header replaces all its headers)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp\'' -a 'delete' -d 'Remove an MCP server from a site; the site\'s assistant stops calling it'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema\'' -a 'get' -d 'Show the visitor schema of a site'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema\'' -a 'set' -d 'Replace the visitor schema of a site from a JSON file'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema\'' -a 'conditions' -d 'List conditions built from the claims, ready for sections and site spaces'
complete -c docs-cli -n '__docs_cli_at \'preview\'' -a 'serve' -d 'Serve a local docs folder as its published site would look, reloading pages as files change'
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
complete -c docs-cli -n '__docs_cli_at \'integrations\'' -a 'list' -d 'List the integrations you can see (public ones, and those of your organizations)'
complete -c docs-cli -n '__docs_cli_at \'integrations\'' -a 'get' -d 'Show an integration'
complete -c docs-cli -n '__docs_cli_at \'integrations\'' -a 'publish' -d 'Publish an integration (a new version) from its manifest'
complete -c docs-cli -n '__docs_cli_at \'integrations\'' -a 'unpublish' -d 'Unpublish an integration and remove all its installations'
complete -c docs-cli -n '__docs_cli_at \'integrations\'' -a 'installations' -d 'Install integrations into organizations, list and remove installations'
complete -c docs-cli -n '__docs_cli_at \'integrations installations\'' -a 'list' -d 'List the installations of an integration you can see'
complete -c docs-cli -n '__docs_cli_at \'integrations installations\'' -a 'get' -d 'Show an installation'
complete -c docs-cli -n '__docs_cli_at \'integrations installations\'' -a 'install' -d 'Install an integration into the organization (needs the admin role there)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations\'' -a 'uninstall' -d 'Remove an installation (by id, or the one in the organization)'
complete -c docs-cli -n '__docs_cli_at \'api\'' -a 'request' -d 'Send an HTTP request to the service and print the answer'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -a 'serve' -d 'Serve docs-cli\'s commands as MCP tools for an agent (stdio, or --http on loopback)'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -a 'install' -d 'Print (or --write) the configuration that makes an MCP client start docs-cli mcp'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'bash' -d 'Print the bash completion script'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'zsh' -d 'Print the zsh completion script'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'fish' -d 'Print the fish completion script'
complete -c docs-cli -n '__docs_cli_at \'completion\'' -a 'install' -d 'Install completion for your shell (docs-cli installed globally or in a project)'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'start' -d 'Serve the embedded service over HTTP'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'users' -d 'Create a user in the store and add them to its organization'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'token' -d 'Issue a token for a user, or revoke one'
complete -c docs-cli -n '__docs_cli_at \'server\'' -a 'tokens' -d 'List the tokens of the store (never their values)'
complete -c docs-cli -n '__docs_cli_at \'auth login\'' -l with-token -d 'read the token from stdin'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'auth status\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'config list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'config show\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
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
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs ping\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs search\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs by-email-domain\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -l collection -x -a '(__docs_cli_dynamic collection)' -d 'only the spaces directly in this collection (id or title)'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -l filter -x -d 'only the spaces whose title holds this text (any case)'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -l concurrency -x -d 'spaces pulled at once'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs pull\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l from -x -d 'events at or after: an ISO time, a date, or an age (24h, 7d)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l to -x -d 'events at or before (same forms as --from)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l action -x -d 'one action, e.g. change_request.merged (see orgs audit-actions)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l actor -x -d 'who did it: user id or e-mail'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l target -x -d 'what it was done to: a space, change request or user id'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs audit-actions\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l role -x -a 'admin create review edit comment read guest' -d 'only members with this role (guest: members without one)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l search -x -d 'match display name or e-mail'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l sort -x -a 'joinedAt lastSeenAt' -d 'sort by (lastSeenAt lists only members seen at least once)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l order -x -a 'asc desc' -d 'sort order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l role -x -a 'admin create review edit comment read guest' -d 'new role'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l order -x -a 'asc desc' -d 'order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'orgs invites delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l role -x -a 'admin create review edit comment read guest' -d 'only members with this role (guest: members without one)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l search -x -d 'match display name or e-mail'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l sort -x -a 'joinedAt lastSeenAt' -d 'sort by (lastSeenAt lists only members seen at least once)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l order -x -a 'asc desc' -d 'sort order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'members list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l role -x -a 'admin create review edit comment read guest' -d 'new role'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l order -x -a 'asc desc' -d 'order (default desc)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l owner -x -d 'only teams this member (id or e-mail) can manage'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l title -x -d 'only teams whose title contains this (case-insensitive)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'teams list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l title -x -d 'title (1 to 64 characters, unique in the organization)'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l member -x -d 'initial member, user id or e-mail (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l file -r -F -d 'read users from a file: one id or e-mail per line, or a CSV with an email/id column ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l role -x -a 'owner member' -d 'team role of the added users (default member)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l skip-unknown -d 'ignore users who are not members of the organization (reported on stderr) instead of failing (exit 3)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l allow-empty -d 'accept an empty or all-skipped user list (does nothing); refused otherwise (exit 2)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l file -r -F -d 'read users from a file: one id or e-mail per line, or a CSV with an email/id column ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l skip-unknown -d 'ignore users who are not members of the organization (reported on stderr) instead of failing (exit 3)'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l allow-empty -d 'accept an empty or all-skipped user list (does nothing); refused otherwise (exit 2)'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members set-role\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l file -r -F -d 'read users from a file: one id or e-mail per line, or a CSV with an email/id column ("-" reads stdin)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l role-column -d 'lines may carry a second column: owner or member'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l skip-unknown -d 'ignore users who are not members of the organization (reported on stderr) instead of failing (exit 3)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l allow-empty -d 'accept an empty or all-skipped user list (removes every member); refused otherwise (exit 2)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l no-nested -d 'only top-level collections'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'collections list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l title -x -d 'title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l parent -x -d 'create inside this collection'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l title -x -d 'new title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l description -x -d 'new description (at most 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l default-level -x -a 'admin create review edit comment read inherit none' -d 'default role for content (none to inherit)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l parent -x -d 'move into this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l root -d 'move to the top level of the organization'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l before -x -d 'place just before this space'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l after -x -d 'place just after this space'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l before-collection -x -d 'place just before this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l after-collection -x -d 'place just after this collection'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l to -x -d 'target organization id'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l share-key -x -d 'share key resolving published URLs of share-link sites'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l title -x -d 'title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l emoji -x -d 'emoji shown with the title'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l parent -x -d 'create inside this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l edit-mode -x -a 'live locked' -d 'live editing or locked'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l title -x -d 'new title (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l emoji -x -d 'new emoji'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l edit-mode -x -a 'live locked' -d 'live editing or locked'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l default-level -x -a 'admin create review edit comment read inherit none' -d 'default role for content (inherit, or none: the same)'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces restore\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l parent -x -d 'move into this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l root -d 'move to the top level of the organization'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l before -x -d 'place just before this space'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l after -x -d 'place just after this space'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l before-collection -x -d 'place just before this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l after-collection -x -d 'place just after this collection'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l to -x -d 'target organization id'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l collection -x -d 'then move it into this collection of the target organization (a second request)'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -l source -x -a 'website docx markdown html zip confluence github-wiki notion google-docs' -d 'what the URL holds (default: zip for .zip, markdown otherwise)'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces pull\'' -l check -d 'compare only: exit 1 when the folder differs from the service'
complete -c docs-cli -n '__docs_cli_at \'spaces pull\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces pull\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces pull\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l status -x -a 'ok broken in-app' -d 'only links with this status'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces content get\'' -l no-metadata -d 'leave out git metadata'
complete -c docs-cli -n '__docs_cli_at \'spaces content get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content pages\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content pages\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content pages\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content page\'' -l format -x -a 'markdown document' -d 'content format of the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content page\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content page\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content page\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces content file\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content file\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content file\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l status -x -a 'ok broken in-app' -d 'only links with this status'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l status -x -a 'all open resolved' -d 'open, resolved or all'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l order -x -a 'asc desc' -d 'newest (desc) or oldest (asc) first'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l page-id -x -d 'only comments on this page (id or path)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l author -x -d 'only comments by this user id (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments get\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'spaces comments get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l page -x -d 'page to comment on (id or path)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l node -x -d 'node of the page the comment is attached to'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments resolve\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments resolve\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments resolve\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments resolve\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments reopen\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments reopen\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments reopen\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments reopen\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -l reply -x -d 'react to this reply of the comment instead'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -l reply -x -d 'react to this reply of the comment instead'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies get\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l status -x -a 'draft open archived merged' -d 'draft, open, archived or merged (default open)'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l contributor -x -d 'only those this user id contributed to'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests get\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l subject -x -d 'what it changes (at most 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l import -r -F -d 'import a markdown file, folder, .zip or URL into it'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l from -x -a '(__fish_complete_directories)' -d 'fill it from a Git Sync folder (as cr push does)'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l source -x -a 'website docx markdown html zip confluence github-wiki notion google-docs' -d 'what --import holds (default: zip for .zip, markdown otherwise)'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l open -d 'open it for review right away (default: draft)'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l subject -x -d 'new subject (at most 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l status -x -a 'draft open archived' -d 'new status'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests diff\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests diff\'' -l name-only -d 'print only the paths of the changed pages'
complete -c docs-cli -n '__docs_cli_at \'change-requests diff\'' -s U -l unified -x -d 'lines of context (default 3)'
complete -c docs-cli -n '__docs_cli_at \'change-requests pdf\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests pdf\'' -l output -r -F -d 'where to write the PDF (default change-request-<number>.pdf)'
complete -c docs-cli -n '__docs_cli_at \'change-requests pdf\'' -l page -x -d 'start at this page (id or path) and include its sub-pages'
complete -c docs-cli -n '__docs_cli_at \'change-requests pdf\'' -l only -d 'with --page: only that page'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -l web -d 'open it in the browser too'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -l source -x -a 'website docx markdown html zip confluence github-wiki notion google-docs' -d 'what the URL holds (default: zip for .zip, markdown otherwise)'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -l check -d 'compare only: exit 1 when the folder differs from the service'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l to -x -d 'push into this change request (default: open a new one)'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l subject -x -d 'subject of the new change request'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l allow-empty -d 'push a folder without pages (every page of the change request is deleted)'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l files-url -x -d 'base URL that serves the folder\'s files: files over 1 MB are sent by URL (<base>/<path>), not through storage uploads'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l skip-large-files -d 'push without the files over 1 MB (listed in the plan)'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l redirects -d 'add .gitbook.yaml redirects that keep the old URLs of moved or deleted published pages alive'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l merge -d 'then merge the change request (exit 0 merged or nothing to push, 5 conflicts; docs/ci.md)'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l open -d 'mark the change request open for review (default: a new one stays a draft)'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l force -d 'the folder wins: send every difference from the space as the folder has it, without merging the space\'s changes since the folder\'s last pull or merged push'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests push\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l status -x -a 'ok broken in-app' -d 'only links with this status'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l approve -d 'approve it'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l request-changes -d 'ask for changes before it is merged'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l comment -x -d 'a comment, in markdown'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l current -d 'only reviews that still count (not outdated)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -l no-metadata -d 'leave out git metadata'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content pages\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content pages\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content pages\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content pages\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -l format -x -a 'markdown document' -d 'content format of the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content file\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content file\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content file\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content file\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l status -x -a 'ok broken in-app' -d 'only links with this status'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l status -x -a 'all open resolved' -d 'open, resolved or all'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l order -x -a 'asc desc' -d 'newest (desc) or oldest (asc) first'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l page-id -x -d 'only comments on this page (id or path)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l author -x -d 'only comments by this user id (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l page -x -d 'page to comment on (id or path)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l node -x -d 'node of the page the comment is attached to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -l reply -x -d 'react to this reply of the comment instead'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -l reply -x -d 'react to this reply of the comment instead'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments delete\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -l format -x -a 'markdown document' -d 'format of the comment bodies'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l body -x -d 'text of the comment (markdown)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l body-file -r -F -d 'read the text from a file (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies delete\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers remove\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space (id or title) the change request belongs to'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers remove\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'check\'' -s o -l output -x -a 'table json github' -d 'table (file:line, severity, kind, message), json, or github (workflow annotations)'
complete -c docs-cli -n '__docs_cli_at \'check\'' -l format -x -a 'table json github' -d 'same as --output'
complete -c docs-cli -n '__docs_cli_at \'check\'' -l external -d 'also check http(s) links (8 at a time, HEAD then GET, 10 s each)'
complete -c docs-cli -n '__docs_cli_at \'check\'' -l timeout -x -d 'with --external: how long one request may take (default 10)'
complete -c docs-cli -n '__docs_cli_at \'check\'' -l strict -d 'exit 1 on warnings too'
complete -c docs-cli -n '__docs_cli_at \'check folder\'' -s o -l output -x -a 'table json github' -d 'table (file:line, severity, kind, message), json, or github (workflow annotations)'
complete -c docs-cli -n '__docs_cli_at \'check folder\'' -l format -x -a 'table json github' -d 'same as --output'
complete -c docs-cli -n '__docs_cli_at \'check folder\'' -l external -d 'also check http(s) links (8 at a time, HEAD then GET, 10 s each)'
complete -c docs-cli -n '__docs_cli_at \'check folder\'' -l timeout -x -d 'with --external: how long one request may take (default 10)'
complete -c docs-cli -n '__docs_cli_at \'check folder\'' -l strict -d 'exit 1 on warnings too'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'only sites that show this space'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l title -x -d 'only sites whose title contains this text'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l published -d 'only published sites'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l unpublished -d 'only unpublished sites'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l type -x -a 'basic premium ultimate sponsored legacy-basic legacy-premium' -d 'only sites of this type'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l title -x -d 'title (2 to 128 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'add this space (repeat for several)'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l new-space -x -a 'sample empty' -d 'create a new space for the site: sample (with pages; services of the seed reference only) or empty'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l visibility -x -a 'public unlisted share-link visitor-auth' -d 'who can see it once published'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l type -x -a 'basic premium ultimate sponsored legacy-basic legacy-premium' -d 'site plan (default basic)'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l title -x -d 'new title (2 to 128 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l visibility -x -a 'public unlisted share-link visitor-auth' -d 'who can see the published site'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l basename -x -d 'basename of the site URL (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l proxy -r -F -d 'serve the site under this URL, like example.com/docs'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l no-proxy -d 'remove the proxy'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l default-section -x -d 'make this section the default'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l default-site-space -x -d 'make this site space the default (at the root or in the default section)'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l agents-context -x -a 'excluded included' -d 'whether AI agents may read the site'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l adaptive-content -d 'enable adaptive content'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l no-adaptive-content -d 'disable adaptive content'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites publish\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites publish\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites publish\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites publish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites unpublish\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites unpublish\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites unpublish\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites unpublish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites published\'' -l share-key -x -d 'share key (or a share link URL) for a share-link site'
complete -c docs-cli -n '__docs_cli_at \'sites published\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites published\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites published\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites export\'' -l share-key -x -d 'share key (or a share link URL) for a share-link site'
complete -c docs-cli -n '__docs_cli_at \'sites export\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites export\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites export\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites pull\'' -l check -d 'compare only: exit 1 when the folder differs from the site'
complete -c docs-cli -n '__docs_cli_at \'sites pull\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites pull\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites pull\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l merge -d 'then merge each change request (exit 0 merged or nothing to push, 5 conflicts)'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l force -d 'the folder wins: send every difference from the space as the folder has it, without merging the space\'s changes since the folder\'s last pull or merged push'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites push\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -l share-key -x -d 'share key (or share link URL) so published URLs carry it'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites structure\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites structure show\'' -l share-key -x -d 'share key (or share link URL) so published URLs carry it'
complete -c docs-cli -n '__docs_cli_at \'sites structure show\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites structure show\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites structure show\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l before -x -d 'place just before this item'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l after -x -d 'place just after this item'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l last -d 'place last among its siblings'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites structure move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l share-key -x -d 'share key (or share link URL) so published URLs carry it'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites sections list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites sections get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites sections get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites sections get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space the section shows'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l title -x -d 'title (2 to 128 characters; default: the space title)'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l icon -x -d 'icon name'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites sections create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l title -x -d 'new title (2 to 128 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l path -r -F -d 'path on the site (1 to 100 characters, unique in the site)'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l default-site-space -x -d 'the site space shown first in this section'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l condition -x -d 'show the section only to visitors matching this expression'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l no-condition -d 'remove the condition'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l icon -x -d 'icon name'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l no-icon -d 'remove the icon'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l description -x -d 'description (at most 256 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l no-description -d 'remove the description'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites sections update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites sections delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l before -x -d 'place just before this section'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l after -x -d 'place just after this section'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l last -d 'place last among its siblings'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites sections move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l title -x -d 'title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l icon -x -d 'icon name'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l section -x -d 'put this section in the group (repeat for several)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l title -x -d 'new title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l icon -x -d 'icon name'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l no-icon -d 'remove the icon'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups add-section\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups add-section\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups add-section\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups add-section\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups add-section\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups remove-section\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups remove-section\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l before -x -d 'place just before this section or group'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l after -x -d 'place just after this section or group'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l last -d 'place last among its siblings'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites section-groups move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l default -d 'only the default site space of each level'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l no-default -d 'only the site spaces that are not a default'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l share-key -x -d 'share key (or share link URL) so published URLs carry it'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'space to add'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l section -x -d 'section to add it to (default: the default section)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l path -r -F -d 'path (1 to 100 characters, unique in its section)'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l condition -x -d 'show it only to visitors matching this expression'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l no-condition -d 'remove the condition'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'show this space instead'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l before -x -d 'place just before this site space'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l after -x -d 'place just after this site space'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l last -d 'place last among its siblings'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites site-spaces move\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites share-links get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites share-links get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites share-links get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -l name -x -d 'name (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites share-links create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l name -x -d 'new name (at most 50 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l active -d 'let the link open the site again'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l inactive -d 'stop the link from opening the site'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites share-links update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites share-links delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites share-links delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l draft -d 'list the draft redirects instead of the live ones'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l search -x -d 'only sources holding this text'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l order-by -x -a 'createdAt updatedAt source' -d 'sort by'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites redirects get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites redirects get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l source -r -F -d 'path to redirect (/old/page; ending in * or /* for a wildcard)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l url -x -d 'send visitors to this URL'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l site-space -x -d 'send visitors to this site space (with --page-id: to its page)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l page-id -x -d 'with --site-space: the page to send visitors to'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l section -x -d 'send visitors to this section'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l page -r -F -d 'send visitors to the page at this path of --space'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l space -x -a '(__docs_cli_dynamic space)' -d 'the space of --page (one of the site\'s spaces)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l permanent -d 'a permanent redirect (308 on a public site)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l draft -d 'save it as a draft (not live)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l capture-wildcard -d 'append what * matched to the destination'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites redirects create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l source -r -F -d 'new source path'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l url -x -d 'send visitors to this URL'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l site-space -x -d 'send visitors to this site space (with --page-id: to its page)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l page-id -x -d 'with --site-space: the page to send visitors to'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l section -x -d 'send visitors to this section'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l permanent -d 'make it permanent'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l temporary -d 'make it temporary'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l live -d 'make a draft live'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l draft -d 'make it a draft'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites redirects update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites redirects delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l file -x -d 'the CSV file, or - for stdin'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites redirects import\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites mcp get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites mcp get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites mcp get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l name -x -d 'name (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l url -x -d 'http(s) URL of the server'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l transport -x -a 'sse http' -d 'http or sse (the default)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l header -x -d 'HTTP header sent to the server, "Name: value" (repeat for several)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l condition -x -d 'show the server only to visitors for whom this expression is true'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites mcp create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l name -x -d 'new name'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l url -x -d 'new http(s) URL'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l transport -x -a 'sse http' -d 'http or sse'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l header -x -d 'HTTP header sent to the server, "Name: value" (repeat for several)'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l no-headers -d 'send no headers any more'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l condition -x -d 'show the server only to visitors for whom this expression is true'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l no-condition -d 'show the server to every visitor'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites mcp update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites mcp delete\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites mcp delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema get\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -l file -r -F -d 'JSON file with the schema (- for stdin)'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema set\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l site -x -a '(__docs_cli_dynamic site)' -d 'site id or title'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'sites adaptive-schema conditions\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'preview\'' -l port -x -d 'TCP port (0 picks a free one)'
complete -c docs-cli -n '__docs_cli_at \'preview\'' -l host -x -d 'address to listen on (loopback unless you name another)'
complete -c docs-cli -n '__docs_cli_at \'preview\'' -l no-open -d 'print the URL without opening a browser'
complete -c docs-cli -n '__docs_cli_at \'preview serve\'' -l port -x -d 'TCP port (0 picks a free one)'
complete -c docs-cli -n '__docs_cli_at \'preview serve\'' -l host -x -d 'address to listen on (loopback unless you name another)'
complete -c docs-cli -n '__docs_cli_at \'preview serve\'' -l no-open -d 'print the URL without opening a browser'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'translations list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l title -x -d 'title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l language -x -d 'language code such as fr or pt-br (repeatable)'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l title -x -d 'new title (1 to 100 characters)'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l language -x -d 'language code (repeatable; replaces the list)'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'translations update\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'translations delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l no-wait -d 'answer as soon as the service accepted the document (state pending)'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l timeout -x -d 'how long to wait for processing'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi publish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l no-wait -d 'answer as soon as the service accepted the document (state pending)'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l timeout -x -d 'how long to wait for processing'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi create\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'openapi list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi delete\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l search -x -d 'name or title contains this text'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l category -x -a 'analytics collaboration content gitsync marketing visitor-auth other' -d 'in this category'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l target -x -a 'all site space organization' -d 'installable at exactly this target'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l scope -x -a 'space:views:read space:content:read space:content:write space:metadata:read space:metadata:write space:script:inject space:script:cookies space:git:sync space:visitor:auth site:metadata:read site:views:read site:script:inject site:script:cookies site:visitor:auth site:adaptive:read site:adaptive:write site:ai:ask openapi:read openapi:write conversations:ingest' -d 'asking for this scope'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l owner -x -d 'owned by this organization id'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l block-domain -x -d 'with a block that unfurls links of this domain'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l blocks -x -a 'true false' -d 'true: only those with blocks; false: only those without'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l content-sources -x -a 'true false' -d 'true: only those with content sources; false: only those without'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'integrations list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'integrations get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -s f -l file -x -d 'the manifest, a .yaml/.yml or .json file'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -l secrets-file -r -F -d 'secrets as NAME=value lines (or a .json/.yaml mapping); merged over the manifest\'s'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations publish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'integrations unpublish\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l external-id -x -d 'only installations carrying this external id'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations get\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations installations get\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations installations get\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -l external-id -x -d 'an external id to attach (repeatable, at most 5)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -l dry-run -d 'print the HTTP request instead of sending it'
complete -c docs-cli -n '__docs_cli_at \'integrations installations uninstall\'' -l dry-run -d 'print the HTTP request instead of sending it'
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
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -l http -d 'serve over Streamable HTTP on loopback instead of stdio'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -l host -x -d 'loopback address to listen on with --http'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -l port -x -d 'port to listen on with --http (default 0: any free port, printed)'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -l allow-writes -d 'let tools that change the service (or write local files) run'
complete -c docs-cli -n '__docs_cli_at \'mcp\'' -l allow-destructive -d 'with --allow-writes, let tools that delete or overwrite run too'
complete -c docs-cli -n '__docs_cli_at \'mcp serve\'' -l http -d 'serve over Streamable HTTP on loopback instead of stdio'
complete -c docs-cli -n '__docs_cli_at \'mcp serve\'' -l host -x -d 'loopback address to listen on with --http'
complete -c docs-cli -n '__docs_cli_at \'mcp serve\'' -l port -x -d 'port to listen on with --http (default 0: any free port, printed)'
complete -c docs-cli -n '__docs_cli_at \'mcp serve\'' -l allow-writes -d 'let tools that change the service (or write local files) run'
complete -c docs-cli -n '__docs_cli_at \'mcp serve\'' -l allow-destructive -d 'with --allow-writes, let tools that delete or overwrite run too'
complete -c docs-cli -n '__docs_cli_at \'mcp install\'' -l write -d 'add the server to the client\'s configuration file'
complete -c docs-cli -n '__docs_cli_at \'mcp install\'' -l name -x -d 'the server\'s name in the client'
complete -c docs-cli -n '__docs_cli_at \'mcp install\'' -l command -x -d 'the program the client starts (default docs-cli, found on its PATH)'
complete -c docs-cli -n '__docs_cli_at \'mcp install\'' -l allow-writes -d 'start the server with --allow-writes'
complete -c docs-cli -n '__docs_cli_at \'mcp install\'' -l allow-destructive -d 'start the server with --allow-writes --allow-destructive'
complete -c docs-cli -n '__docs_cli_at \'completion install\'' -l shell -x -a 'bash zsh fish' -d 'shell to install for (default from $SHELL)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l port -x -d 'TCP port (0 picks a free one)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l host -x -d 'address to listen on'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l no-demo -d 'seed a new store with only an organization and its admin'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l import-root -x -a '(__fish_complete_directories)' -d 'folder that file: imports may read (refused without it)'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l allow-fetch -x -d 'also let imports and OpenAPI sources fetch this address range or host (loopback, private and link-local are refused by default); repeatable'
complete -c docs-cli -n '__docs_cli_at \'server start\'' -l reference -x -a 'both current seed' -d 'operations served: both references (seed 0.137.0 and current 0.202.0), only the current one\'s (the others answer 404, as the hosted service does), or only the seed\'s'
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
complete -c docs-cli -n '__docs_cli_at \'server users\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server users\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l user -x -d 'user to issue a token for'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l revoke -x -d 'revoke the token with this id instead (see docs-cli server tokens)'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l label -x -d 'label kept with the token'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server token\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l data -r -F -d 'SQLite data file (default: the local profile\'s store)'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -s o -l output -x -a 'table wide json jsonl ids text' -d 'output format'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l json -d 'shorthand for --output json'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l query -x -d 'JMESPath expression applied to the JSON output'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l limit -x -d 'items to show in total (default 30)'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l all -d 'follow every page to the end'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l page -x -d 'start at this page cursor (from next.page)'
complete -c docs-cli -n '__docs_cli_at \'server tokens\'' -l wide -d 'show every column in full (same as -o wide)'
complete -c docs-cli -l profile -x -a '(__docs_cli_dynamic profile)' -d 'stored profile to use (env DOCS_CLI_PROFILE)'
complete -c docs-cli -l api-url -x -d 'base URL of the service (env DOCS_CLI_API_URL)'
complete -c docs-cli -l org -x -d 'organization for org-scoped commands (env DOCS_CLI_ORG)'
complete -c docs-cli -s y -l yes -d 'answer yes to confirmations'
complete -c docs-cli -l no-input -d 'never prompt; fail with exit 2 where input is missing (env DOCS_CLI_NO_PROMPT, CI)'
complete -c docs-cli -l verbose -d 'log each HTTP request and response on stderr, token redacted (env DOCS_CLI_DEBUG=1)'
complete -c docs-cli -l quiet -d 'warnings as one line per kind with a count, as in CI (--verbose lists every one)'
complete -c docs-cli -l no-color -d 'disable colour (env NO_COLOR)'
complete -c docs-cli -l no-pager -d 'print long output without a pager (env DOCS_CLI_PAGER, PAGER)'
complete -c docs-cli -s h -l help -d 'show help'
complete -c docs-cli -n '__docs_cli_at \'\'' -s V -l version -d 'print the version'
complete -c docs-cli -n '__docs_cli_at \'orgs members get\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'orgs members update\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'orgs members remove\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'orgs members sso\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'orgs members spaces\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'orgs members teams\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members get\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members update\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members remove\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members sso\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members spaces\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'members teams\'' -a '(__docs_cli_dynamic member)'
complete -c docs-cli -n '__docs_cli_at \'teams get\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams rename\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams delete\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams members list\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams members add\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams members remove\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams members set-role\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'teams members sync\'' -a '(__docs_cli_dynamic team)'
complete -c docs-cli -n '__docs_cli_at \'collections get\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'collections update\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'collections delete\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'collections spaces\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'collections move\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'collections transfer\'' -a '(__docs_cli_dynamic collection)'
complete -c docs-cli -n '__docs_cli_at \'spaces get\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces update\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces delete\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces duplicate\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces move\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces transfer\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces import\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces pull\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces search\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces links\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces commenters\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces open\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content get\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content pages\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content page\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content files\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content file\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content backlinks\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces content links\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments list\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments get\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments create\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments update\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments resolve\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments reopen\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments react\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments unreact\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments delete\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies list\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies create\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies get\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies update\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'spaces comments replies delete\'' -a '(__docs_cli_dynamic space)'
complete -c docs-cli -n '__docs_cli_at \'change-requests get\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests update\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests merge\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests update-from-main\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests diff\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests pdf\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests preview\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests import\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests pull\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests links\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests commenters\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests review\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviews\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content get\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content pages\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content page\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content files\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content file\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content backlinks\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests content links\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments list\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments get\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments create\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments update\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments resolve\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments reopen\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments react\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments unreact\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments delete\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies list\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies create\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies get\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies update\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests comments replies delete\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers list\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers request\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'change-requests reviewers remove\'' -a '(__docs_cli_dynamic change-request)'
complete -c docs-cli -n '__docs_cli_at \'sites get\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites update\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites delete\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites publish\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites unpublish\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites published\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites export\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites open\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites pull\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'sites structure show\'' -a '(__docs_cli_dynamic site)'
complete -c docs-cli -n '__docs_cli_at \'openapi get\'' -a '(__docs_cli_dynamic openapi)'
complete -c docs-cli -n '__docs_cli_at \'openapi delete\'' -a '(__docs_cli_dynamic openapi)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions list\'' -a '(__docs_cli_dynamic openapi)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions latest\'' -a '(__docs_cli_dynamic openapi)'
complete -c docs-cli -n '__docs_cli_at \'openapi versions content\'' -a '(__docs_cli_dynamic openapi)'
complete -c docs-cli -n '__docs_cli_at \'integrations get\'' -a '(__docs_cli_dynamic integration)'
complete -c docs-cli -n '__docs_cli_at \'integrations unpublish\'' -a '(__docs_cli_dynamic integration)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations list\'' -a '(__docs_cli_dynamic integration)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations install\'' -a '(__docs_cli_dynamic integration)'
complete -c docs-cli -n '__docs_cli_at \'integrations installations uninstall\'' -a '(__docs_cli_dynamic integration)'
