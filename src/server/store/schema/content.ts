import type { Migration } from './migration.js';

export const contentMigrations: Migration[] = [
  {
    id: 'content-001-change-requests-comments',
    sql: `
CREATE TABLE change_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  subject TEXT NOT NULL DEFAULT '',
  created_by TEXT NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  revision_id TEXT NOT NULL,
  revision_initial TEXT NOT NULL,
  revision_merged_ancestor TEXT,
  revision_merged TEXT,
  UNIQUE (space_id, number)
);
CREATE INDEX change_requests_space ON change_requests(space_id, status, seq);

-- Users who changed the content of a change request (creator, importers).
CREATE TABLE change_request_contributors (
  change_request_id TEXT NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (change_request_id, user_id)
);

CREATE TABLE comments (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  change_request_id TEXT REFERENCES change_requests(id) ON DELETE CASCADE,
  revision_id TEXT NOT NULL,
  page_id TEXT,
  node_id TEXT,
  posted_by TEXT NOT NULL REFERENCES users(id),
  posted_at TEXT NOT NULL,
  edited_at TEXT,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open',
  resolved_at TEXT,
  resolved_by TEXT REFERENCES users(id)
);
CREATE INDEX comments_scope ON comments(space_id, change_request_id, seq);

CREATE TABLE comment_replies (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  comment_id TEXT NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  posted_by TEXT NOT NULL REFERENCES users(id),
  posted_at TEXT NOT NULL,
  edited_at TEXT,
  body TEXT NOT NULL
);
CREATE INDEX comment_replies_comment ON comment_replies(comment_id, seq);

-- Reactions on comments and replies (target_id is either), one row per user and emoji.
CREATE TABLE comment_reactions (
  seq INTEGER PRIMARY KEY,
  target_id TEXT NOT NULL,
  emoji TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reacted_at TEXT NOT NULL,
  UNIQUE (target_id, emoji, user_id)
);

-- Bytes of imported files; revisions reference them by id, so snapshots share them.
CREATE TABLE content_blobs (
  id TEXT PRIMARY KEY,
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  data BLOB NOT NULL
);

-- Full-text index of the pages of each space's current revision.
CREATE VIRTUAL TABLE page_search USING fts5(
  space_id UNINDEXED, page_id UNINDEXED, title, body, tokenize = 'porter unicode61'
);
CREATE TABLE page_search_state (space_id TEXT PRIMARY KEY, revision_id TEXT NOT NULL);
`,
  },
  {
    id: 'content-002-change-request-reviews',
    sql: `
-- Formal reviews of a change request; a later review by the same reviewer, or a new request to
-- them, marks the earlier ones outdated.
CREATE TABLE change_request_reviews (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  change_request_id TEXT NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
  revision_id TEXT NOT NULL,
  reviewer_id TEXT NOT NULL REFERENCES users(id),
  requested_by TEXT REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('approved', 'changes-requested')),
  outdated INTEGER NOT NULL DEFAULT 0,
  comment_id TEXT REFERENCES comments(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX change_request_reviews_cr ON change_request_reviews(change_request_id, seq);

-- Users asked to review a change request, until they review it or the request is withdrawn.
CREATE TABLE change_request_reviewers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  change_request_id TEXT NOT NULL REFERENCES change_requests(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  requested_by TEXT NOT NULL REFERENCES users(id),
  revision_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (change_request_id, user_id)
);
`,
  },
];
