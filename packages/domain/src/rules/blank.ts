import { isEmpty } from './types';

/** Elements that are content of a rich text by themselves, without any text around them. */
const MEDIA = /<(img|video|audio|iframe|embed|object)\b/i;
/** Entities an editor writes for typed spaces (a browser's contenteditable turns them into &nbsp;). */
const SPACE_ENTITIES = /&(nbsp|ensp|emsp|thinsp|#160|#xa0|#32|#x20|#12288|#x3000);/gi;
/** Characters no one sees: zero-width spaces and joiners, the byte-order mark. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** The text a rich value shows: comments and tags dropped, the entities of spaces as spaces. */
export function richTextOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(SPACE_ENTITIES, ' ')
    .replace(INVISIBLE, '');
}

/**
 * A multi-line text that says nothing: empty, or spaces and line breaks only (ASCII or
 * full-width). A single-line field is trimmed before its rules, so spaces alone are already
 * empty there; a textarea keeps its text as typed (indents, blank lines) and is judged here.
 */
export function isBlankText(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value.replace(INVISIBLE, '').trim() === '');
}

/**
 * A rich text that shows nothing: no text but spaces (`<p> </p>`, `<p><br></p>`, what an
 * emptied editor leaves) and no picture or video (`<p><img …></p>` is content).
 */
export function isBlankRich(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return false;
  return !MEDIA.test(value) && richTextOf(value).trim() === '';
}
