/** Resource shapes of the interface, as far as the CLI reads them. */
export type Role = 'admin' | 'create' | 'review' | 'edit' | 'comment' | 'read';
/** A space's or collection's default level as sent: a role, or `inherit` (from its parent). */
export type DefaultLevel = Role | 'inherit';

export interface User {
  object: 'user';
  id: string;
  displayName: string;
  email?: string;
  photoURL?: string;
}

export interface Organization {
  object: 'organization';
  id: string;
  title: string;
  createdAt: string;
  emailDomains: string[];
  hostname?: string;
  type: string;
  defaultRole?: Role | null;
  plan: string;
  inviteLinks: boolean;
  urls: { location: string; app: string };
  permissions: Record<string, boolean>;
}

export interface Collection {
  object: 'collection';
  id: string;
  title: string;
  description?: string;
  organization: string;
  parent?: string;
  defaultLevel: Role | null;
  urls: { location: string; app: string };
  permissions: Record<string, boolean>;
}

export interface Space {
  object: 'space';
  id: string;
  title: string;
  emoji: string;
  visibility: string;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
  editMode?: string;
  organization: string;
  parent?: string;
  /** The content's language (reference 0.202.0); the embedded service gives none. */
  language?: string;
  revision: string;
  defaultLevel: Role | null;
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
  urls: Record<string, string>;
  permissions: Record<string, boolean>;
}

/** `before`/`after` pointers of the move operations. */
export type ContentPointer = { type: 'space'; space: string } | { type: 'collection'; collection: string };
export interface ContentPosition {
  before?: ContentPointer;
  after?: ContentPointer;
}

export interface PageQuery {
  limit?: number;
  page?: string;
}
