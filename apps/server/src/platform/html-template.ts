/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** What one page puts in the document: its language and the metadata of its head. */
export interface PageHead {
  /** `<html lang>`. */
  lang: string;
  title: string;
  /** `<meta name>` → content (description, robots, twitter:card). */
  names: Array<[string, string]>;
  /** `<meta property>` → content (og:*), in order; a property may repeat (og:locale:alternate). */
  properties: Array<[string, string]>;
  /** `<link rel href hreflang?>` (canonical, alternate languages). */
  links: Array<{ rel: string; href: string; hreflang?: string }>;
}

/** The tags of a page's head, every value escaped. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [name, content] of head.names)
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  for (const [property, content] of head.properties)
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  for (const link of head.links)
    tags.push(
      `<link rel="${escapeHtml(link.rel)}"${
        link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : ''
      } href="${escapeHtml(link.href)}" />`,
    );
  return tags.join('\n    ');
}

// Tags of the built page that the server writes per page instead (so none is there twice).
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*\bname\s*=\s*["']?(?:description|robots|twitter:[\w:]+)["'\s>][^>]*>\s*/gi,
  /<meta\s[^>]*\bproperty\s*=\s*["']?og:[\w:]+["'\s>][^>]*>\s*/gi,
  /<link\s[^>]*\brel\s*=\s*["']?(?:canonical|alternate)["'\s>][^>]*\bhreflang\b[^>]*>\s*/gi,
  /<link\s[^>]*\brel\s*=\s*["']?canonical["'\s>][^>]*>\s*/gi,
];

/**
 * Where the head tags go: after <meta charset> (which must come first), else at the start of
 * <head>, else where a parser implies the head (after <html>, after the doctype, or first of all).
 */
function headInsertionPoint(text: string, afterHtmlTag: number | undefined): number {
  const charset = /<meta\s[^>]*\bcharset\b[^>]*>/i.exec(text);
  if (charset) return charset.index + charset[0].length;
  const head = /<head\b[^>]*>/i.exec(text);
  if (head) return head.index + head[0].length;
  if (afterHtmlTag !== undefined) return afterHtmlTag;
  const doctype = /<!doctype[^>]*>/i.exec(text);
  return doctype ? doctype.index + doctype[0].length : 0;
}

/**
 * Compiles the built index.html once (at boot) into a function that renders one page: the `lang`
 * of `<html>` and the head tags of `renderHeadTags` go in, right after `<meta charset>` (or at the
 * start of `<head>`), in place of the build's own title and description. Rendering is string
 * concatenation of the pre-split template, so it costs next to nothing per request. `firstPaint`,
 * trusted markup of the build's own, goes inside `<div id="root">` (the app replaces it).
 */
export function compileHtmlTemplate(html: string): (head: PageHead, firstPaint?: string) => string {
  let template = html;
  for (const pattern of REPLACED_TAGS) template = template.replace(pattern, '');

  // <html …>: the build's lang attribute (if any) gives way to the page's, first in the tag.
  const htmlTag = /<html\b[^>]*>/i.exec(template);
  let beforeLang = '';
  let afterLang = template;
  let afterHtmlTag: number | undefined;
  if (htmlTag) {
    const attributes = htmlTag[0]
      .slice('<html'.length)
      .replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    beforeLang = `${template.slice(0, htmlTag.index)}<html lang="`;
    afterLang = `"${attributes}${template.slice(htmlTag.index + htmlTag[0].length)}`;
    afterHtmlTag = 1 + attributes.length;
  }

  const headAt = headInsertionPoint(afterLang, afterHtmlTag);
  const middle = afterLang.slice(0, headAt);
  const end = afterLang.slice(headAt);
  const indent = '\n    ';
  // The app's mount point, where a page's prerendered first paint goes (empty in the build).
  const root = ROOT_ELEMENT.exec(end);
  const beforeRoot = root ? end.slice(0, root.index + root[1]!.length) : end;
  const afterRoot = root ? end.slice(root.index + root[1]!.length) : '';

  return (head, firstPaint) =>
    `${htmlTag ? `${beforeLang}${escapeHtml(head.lang)}` : ''}${middle}${indent}${renderHeadTags(head)}${
      root && firstPaint ? `${beforeRoot}${firstPaint}${afterRoot}` : end
    }`;
}

const ROOT_ELEMENT = /(<div\s+id\s*=\s*["']root["'][^>]*>)\s*<\/div>/i;
