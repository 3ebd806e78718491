const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A URL as it may stand in a `Location` header: ASCII without controls or spaces. Every other
 * character is percent-encoded as UTF-8 (a lone surrogate as U+FFFD); `%XX` already there stays.
 */
export function urlText(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run.replace(LONE_SURROGATE, '\uFFFD')));
}

/** Whether `text` holds a control character (C0, DEL or C1): never part of a URL. */
export const hasControl = (text: string) => /[\x00-\x1f\x7f-\x9f]/.test(text);
