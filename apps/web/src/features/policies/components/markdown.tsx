import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Renders staff-written Markdown safely: react-markdown builds React elements from the Markdown
 * tree and never injects raw HTML (no rehype-raw), and it drops `javascript:` and other unsafe
 * URLs. Tables (GFM) are allowed: the cookie policy has one.
 */
const components: Components = {
  h1: (props) => <h2 className="mt-6 mb-3 text-xl font-bold text-white" {...props} />,
  h2: (props) => <h2 className="mt-6 mb-2 text-lg font-semibold text-white" {...props} />,
  h3: (props) => <h3 className="mt-4 mb-2 font-semibold text-white" {...props} />,
  p: (props) => <p className="my-3 leading-relaxed" {...props} />,
  ul: (props) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: (props) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ href, ...props }) => {
    const external = /^https?:/i.test(href ?? '');
    return (
      <a
        href={href}
        className="text-amber-300 underline hover:text-amber-200"
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer nofollow' : undefined}
        {...props}
      />
    );
  },
  strong: (props) => <strong className="font-semibold text-white" {...props} />,
  table: (props) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: (props) => (
    <th className="border-b border-slate-700 px-2 py-2 font-semibold text-white" {...props} />
  ),
  td: (props) => <td className="border-b border-slate-800 px-2 py-2 align-top" {...props} />,
};

export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
