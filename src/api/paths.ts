/** Encodes one path segment (ids come from users and may hold anything). */
export const seg = (value: string) => encodeURIComponent(value);
