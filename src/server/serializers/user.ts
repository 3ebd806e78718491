import type { Services } from '../context.js';
import { apiUrl } from './urls.js';

export interface UserLike {
  id: string;
  display_name: string;
  email: string;
  photo_url: string | null;
}

export function serializeUser(svc: Services, user: UserLike) {
  return {
    object: 'user' as const,
    id: user.id,
    displayName: user.display_name,
    email: user.email,
    ...(user.photo_url ? { photoURL: user.photo_url } : {}),
    urls: { location: apiUrl(svc, `/users/${user.id}`) },
  };
}
