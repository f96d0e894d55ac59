// One language of a legal version: read (its title and sections, as users see them) or, for a
// draft, written — a title and the Markdown text (a section starts with a line "## Heading",
// paragraphs are separated by blank lines) with its preview beside it (under it on narrow screens).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { editorLayoutStyle } from '../../components/kit/editor-style.ts';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { sectionsOf } from './labels.ts';

export interface TextDraft {
  language: 'en' | 'es' | 'fr';
  title: string;
  body: string;
}

/** The longest title and text the server takes (modules/legal-documents/schemas.ts). */
const MAX_TITLE = 200;
const MAX_BODY = 100_000;

const documentStyle = (theme: Theme) => css`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;
  h3 {
    font-size: 1.25rem;
    margin-top: 0;
  }
  h4 {
    font-size: 1rem;
    margin: 1rem 0 0.25rem;
  }
`;

/** The text as users will read it. */
export function RenderedText({ title, body }: { title: string; body: string }) {
  const sections = sectionsOf(body);
  return (
    <article css={documentStyle}>
      <h3>{title}</h3>
      {sections.length ? (
        sections.map((section, index) => (
          <section key={index}>
            <h4>{section.heading}</h4>
            {section.paragraphs.map((paragraph, p) => (
              <p key={p}>{paragraph}</p>
            ))}
          </section>
        ))
      ) : (
        <p>
          <Trans>No section yet: start each with a line “## Heading”.</Trans>
        </p>
      )}
    </article>
  );
}

export function TextEditor({ text, onChange }: { text: TextDraft; onChange: (text: TextDraft) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <TextInput label={t`Title`} value={text.title} maxLength={MAX_TITLE} onChange={(title) => onChange({ ...text, title })} required />
      <div css={editorLayoutStyle}>
        <div>
          <label htmlFor={`${id}-body`}>
            <Trans>Text</Trans>
          </label>
          <p id={`${id}-hint`} css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSize.sm, marginTop: 0 })}>
            <Trans>Start each section with a line “## Heading”; leave a blank line between paragraphs.</Trans>
          </p>
          <textarea
            id={`${id}-body`}
            aria-describedby={`${id}-hint`}
            value={text.body}
            maxLength={MAX_BODY}
            onChange={(event) => onChange({ ...text, body: event.target.value })}
          />
        </div>
        <section aria-label={t`Preview`}>
          <p css={{ fontWeight: 600, marginTop: 0 }}>
            <Trans>Preview</Trans>
          </p>
          <RenderedText title={text.title} body={text.body} />
        </section>
      </div>
    </div>
  );
}
