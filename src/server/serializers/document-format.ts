/** `format=document`: a page's or comment's markdown as the reference's JSON document (converted before serializing). */
export type ToDocument = (markdown: string) => unknown;
