import type { ApiClient, ListPage } from './client.js';
import { seg } from './paths.js';
import type { PageQuery } from './types.js';

export interface TranslationSettings {
  object: 'translation-settings';
  id: string;
  title: string;
  languages: string[];
  createdAt: string;
  updatedAt: string;
  permissions: { view: boolean; edit: boolean };
  urls: { location: string };
}

export interface TranslationInput {
  title: string;
  languages?: string[];
}

const base = (orgId: string) => `/orgs/${seg(orgId)}/translations`;

export const listTranslations = (api: ApiClient, orgId: string, q: PageQuery = {}) =>
  api.get<ListPage<TranslationSettings>>(base(orgId), { ...q });
export const getTranslation = (api: ApiClient, orgId: string, id: string) =>
  api.get<TranslationSettings>(`${base(orgId)}/${seg(id)}`);
export const createTranslation = (api: ApiClient, orgId: string, body: TranslationInput) =>
  api.post<TranslationSettings>(base(orgId), body);
export const updateTranslation = (api: ApiClient, orgId: string, id: string, body: TranslationInput) =>
  api.put<TranslationSettings>(`${base(orgId)}/${seg(id)}`, body);
export const deleteTranslation = (api: ApiClient, orgId: string, id: string) => api.delete(`${base(orgId)}/${seg(id)}`);
