// HTML of the content store (knowledge-base articles, release notes, resources, public pages),
// rendered from Markdown and sanitised by the server (server/modules/content-authoring/markdown.ts: no
// script, no event attribute, images only from the store). Links into the portal move within the
// app instead of loading the page again.
import { css, type Theme } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

const richTextStyle = (theme: Theme) => css`
  line-height: 1.6;
  max-width: 48rem;
  overflow-wrap: anywhere;
  h2 {
    font-size: ${theme.fontSize.lg};
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
  h3,
  h4 {
    font-size: ${theme.fontSize.md};
    margin: ${theme.space.md} 0 ${theme.space.xs};
  }
  p,
  ul,
  ol,
  table,
  pre,
  blockquote {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.primary};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${theme.colors.divider};
    padding: ${theme.space.xs} ${theme.space.sm};
    text-align: left;
  }
  code,
  pre {
    font-family: ui-monospace, monospace;
    background: ${theme.colors.background};
  }
  pre {
    padding: ${theme.space.sm};
    overflow-x: auto;
  }
  blockquote {
    border-left: 4px solid ${theme.colors.divider};
    padding-left: ${theme.space.md};
  }
`;

export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link!.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  // The server sanitised this HTML (see above); nothing else is ever put here.
  return <div className={className} css={richTextStyle} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
