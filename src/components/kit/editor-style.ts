// A text and its preview side by side (under each other on narrow screens), as the editors of the
// knowledge base (content-authoring) and of legal versions (legal-owner) lay them out: the labelled
// monospace text area on one side, the preview on the other.
import { css, type Theme } from '@emotion/react';

export const editorLayoutStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${theme.space.lg};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 24rem;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    font-family: ui-monospace, monospace;
    font-size: ${theme.fontSize.sm};
    line-height: 1.5;
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;
