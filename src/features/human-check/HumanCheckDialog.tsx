// The human-verification challenge (spec §2 "Human-verification challenge"): press and hold
// (pointer, or Space/Enter from the keyboard) while the browser solves the server's ALTCHA
// proof-of-work; the solution lets the blocked call through once.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BotBlock } from '../../api/human-check.ts';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';
import { Button } from '../../components/ui.tsx';
import { trackEvent, trackPageView } from '../../lib/analytics.ts';
import { solveBotChallenge } from './solve.ts';

/** The challenge's analytics page id (spec §2). */
const BOT_DETECTION_PAGE = 'bot detection';

/** How long the button must be held. */
export const HOLD_MS = 1500;

/** verifying: held long enough; the browser is still finishing the proof of work (more after many failed sign-ins). */
type State = 'idle' | 'holding' | 'verifying' | 'done' | 'failed';

export default function HumanCheckDialog({ check }: { check: { block: BotBlock; resolve: (payload: string | null) => void } }) {
  const [state, setState] = useState<State>('idle');
  const solving = useRef<{ controller: AbortController; payload: Promise<string | null> } | null>(null);
  const holdTimer = useRef<number>(undefined);

  useEffect(() => () => solving.current?.controller.abort(), []);
  // Spec §2 page id 'bot detection': the challenge is a page view of its own, over the page it blocks.
  useEffect(() => trackPageView(BOT_DETECTION_PAGE, window.location.pathname), []);

  const start = () => {
    if (state === 'holding' || state === 'verifying' || state === 'done') return;
    setState('holding');
    const controller = new AbortController();
    solving.current = { controller, payload: solveBotChallenge(check.block, controller.signal) };
    holdTimer.current = window.setTimeout(async () => {
      // Held long enough: letting go no longer cancels while the work finishes.
      setState('verifying');
      const payload = await solving.current?.payload;
      if (!payload) {
        trackEvent('error', BOT_DETECTION_PAGE, { action: 'human check', reason: 'not verified' });
        setState('failed');
        return;
      }
      trackEvent('success', BOT_DETECTION_PAGE, { action: 'human check' });
      setState('done');
      window.setTimeout(() => check.resolve(payload), 600);
    }, HOLD_MS);
  };
  const release = () => {
    if (state !== 'holding') return;
    window.clearTimeout(holdTimer.current);
    solving.current?.controller.abort();
    solving.current = null;
    trackEvent('error', BOT_DETECTION_PAGE, { action: 'human check', reason: 'released early' });
    setState('failed');
  };
  const status = {
    idle: null,
    holding: <Trans>Keep holding…</Trans>,
    verifying: <Trans>Verifying, you can let go…</Trans>,
    done: <Trans>Done</Trans>,
    failed: <Trans>Please try again</Trans>,
  }[state];

  return (
    <Dialog open title={<Trans>Before you continue...</Trans>} onClose={() => check.resolve(null)}>
      <p>
        <Trans>Press & Hold to confirm you are a human (not a bot)</Trans>
      </p>
      <button
        type="button"
        onPointerDown={start}
        onPointerUp={release}
        onPointerLeave={release}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            start();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') release();
        }}
        onClick={(event) => event.preventDefault()}
        css={(theme) => css`
          position: relative;
          overflow: hidden;
          width: 100%;
          padding: 1rem;
          border: 2px solid ${theme.colors.primary};
          border-radius: ${theme.radius.md};
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          font: inherit;
          font-weight: 700;
          cursor: pointer;
          user-select: none;
          touch-action: none;
          &::before {
            content: '';
            position: absolute;
            inset: 0;
            width: ${state === 'idle' || state === 'failed' ? '0' : '100%'};
            background: color-mix(in srgb, ${theme.colors.primary} 20%, transparent);
            transition: width ${state === 'holding' ? HOLD_MS : 0}ms linear;
          }
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
          }
        `}
      >
        <span
          css={css`
            position: relative;
          `}
        >
          {state === 'done' ? <Trans>Done</Trans> : <Trans>Press & Hold</Trans>}
        </span>
      </button>
      <p
        aria-live="assertive"
        css={css`
          min-height: 1.5em;
        `}
      >
        {status}
      </p>
      <DialogActions>
        <Button type="button" variant="secondary" onClick={() => check.resolve(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
