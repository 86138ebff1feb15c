import { createRequire } from 'node:module';
import type { IOptions } from 'sanitize-html';

/** sanitize-html (with postcss, ~70 files, ~40 ms) is read on the first rich text, not at every start. */
const load = () => createRequire(import.meta.url)('sanitize-html') as typeof import('sanitize-html');

/**
 * Rich text as stored: what an editor produces (formatting, lists, tables, images, links),
 * never scripts, event handlers or javascript: URLs, whatever the browser sent.
 */
const optionsOf = (sanitizeHtml: typeof import('sanitize-html')): IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'font',
    'video',
    'source',
    'hr',
    'br',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'align'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-key'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'text-decoration': [/^[a-z\s-]+$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      height: [/^\d+(\.\d+)?(px|%)$/],
      'line-height': [/^[\d.]+(px|em|%)?$/],
    },
  },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
});

let sanitizer: ((html: string) => string) | undefined;

export function sanitizeRich(html: string): string {
  if (!sanitizer) {
    const sanitizeHtml = load();
    const options = optionsOf(sanitizeHtml);
    sanitizer = (text) => sanitizeHtml(text, options);
  }
  return sanitizer(html);
}
