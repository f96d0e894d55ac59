// Toast alerts: success and info are polite status messages, errors are alerts. Each closes by
// itself after a while (not while hovered or focused) or with its close button.
// Use: wrap the app in <ToastProvider>, then `const toast = useToast(); toast.show({ tone, message })`.
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ColorRole } from '../../../tenants/design-tokens.ts';
import { focusRing } from './field.tsx';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone?: ToastTone;
  title?: ReactNode;
  message: ReactNode;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

/** Each tone's colour roles (theme.colors): surface, text and the bar on the left. */
const TONES: Record<ToastTone, { background: ColorRole; color: ColorRole; border: ColorRole }> = {
  success: { background: 'successSurface', color: 'onSuccessSurface', border: 'onSuccessSurface' },
  error: { background: 'dangerSurface', color: 'onDangerSurface', border: 'danger' },
  info: { background: 'infoSurface', color: 'onInfoSurface', border: 'primary' },
};

export function Toast({
  tone = 'info',
  title,
  message,
  duration = DEFAULT_TOAST_DURATION,
  onClose,
}: ToastOptions & { onClose: () => void }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!duration || paused) return;
    const timer = setTimeout(() => close.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  const colors = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      css={(theme) => css`
        display: flex;
        align-items: flex-start;
        gap: ${theme.space.md};
        min-width: 16rem;
        max-width: 24rem;
        padding: ${theme.space.md} ${theme.space.lg};
        border-left: 4px solid ${theme.colors[colors.border]};
        border-radius: ${theme.radius.md};
        background: ${theme.colors[colors.background]};
        color: ${theme.colors[colors.color]};
        box-shadow: ${theme.shadow.lg};
      `}
    >
      <div
        css={css`
          flex: 1;
        `}
      >
        {title ? (
          <strong
            css={css`
              display: block;
            `}
          >
            {title}
          </strong>
        ) : null}
        {message}
      </div>
      <button
        type="button"
        aria-label={t`Close`}
        onClick={onClose}
        css={(theme) => css`
          padding: 0 0.25rem;
          border: none;
          background: none;
          color: inherit;
          font-size: 1.25rem;
          line-height: 1;
          cursor: pointer;
          &:focus-visible {
            ${focusRing(theme)}
          }
        `}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Array<ToastOptions & { id: string }>>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    const id = `toast-${++nextId.current}`;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        css={(theme) => css`
          position: fixed;
          right: 1rem;
          bottom: 1rem;
          z-index: 1000;
          display: flex;
          flex-direction: column;
          gap: ${theme.space.sm};
        `}
      >
        {toasts.map(({ id, ...toast }) => (
          <Toast key={id} {...toast} onClose={() => dismiss(id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
