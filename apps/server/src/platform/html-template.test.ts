import { describe, expect, it } from 'vitest';
import { compileHtmlTemplate, escapeHtml, type PageHead } from './html-template';

const BUILT = `<!doctype html>
<html lang="en" class="bg-slate-950">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#020617" />
    <meta name="description" content="build default" />
    <meta property="og:title" content="build default" />
    <title>Wheelhouse</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  lang: 'ru',
  title: 'Кости — играть',
  names: [['description', 'Описание']],
  properties: [
    ['og:title', 'Кости — играть'],
    ['og:locale', 'ru_RU'],
  ],
  links: [{ rel: 'alternate', hreflang: 'en', href: 'https://x.example/en/games/1' }],
  ...overrides,
});

describe('the page template', () => {
  it('writes the language and the head tags in place of the build’s own', () => {
    const html = compileHtmlTemplate(BUILT)(head());
    expect(html).toContain('<html lang="ru" class="bg-slate-950">');
    expect(html).not.toMatch(/<html[^>]*lang="en"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain('build default');
    expect(html).toContain('<title>Кости — играть</title>');
    expect(html).toContain('<meta name="description" content="Описание" />');
    expect(html).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://x.example/en/games/1" />',
    );
    // Right after <meta charset>, before the scripts; the rest of the build is untouched.
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('viewport'));
    expect(html).toContain('<meta name="theme-color" content="#020617" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('escapes every value', () => {
    const evil = `"><script>alert('x')</script>&`;
    const html = compileHtmlTemplate(BUILT)(
      head({
        lang: evil,
        title: evil,
        names: [['description', evil]],
        properties: [['og:url', evil]],
        links: [{ rel: 'canonical', href: evil }],
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain(`'x'`);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('adds lang and a head to a bare template', () => {
    const html = compileHtmlTemplate('<!doctype html><html><body>app</body></html>')(head());
    expect(html).toMatch(/^<!doctype html><html lang="ru">\n {4}<title>/);
    expect(compileHtmlTemplate('<!doctype html><div>app</div>')(head())).toMatch(
      /^<!doctype html>\n {4}<title>.*<div>app<\/div>$/s,
    );
  });

  it('puts a first paint inside the mount point, and only there', () => {
    const render = compileHtmlTemplate(
      '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
    );
    const painted = render(head(), '<section>Hi</section>');
    expect(painted).toContain('<div id="root"><section>Hi</section></div><script src="/a.js">');
    expect(render(head())).toContain('<div id="root"></div>');
    // A template without the mount point renders as before.
    expect(compileHtmlTemplate('<html><body></body></html>')(head(), '<p>x</p>')).not.toContain(
      '<p>x</p>',
    );
  });

  it('renders many pages from one compiled template', () => {
    const render = compileHtmlTemplate(BUILT);
    expect(render(head({ lang: 'en', title: 'One' }))).toContain('<title>One</title>');
    expect(render(head({ lang: 'ru', title: 'Two' }))).toContain('<html lang="ru"');
  });
});
