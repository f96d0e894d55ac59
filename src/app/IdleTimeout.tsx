// Idle time-out (spec §4 "Session"): activity keeps the server session alive; before the server's
// idle limit a warning offers to stay; at the limit the local flag is set, the session ends and
// the sign-in page explains why.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { loginUrl } from '../api/paths.ts';
import { Dialog, DialogActions } from '../components/Dialog.tsx';
import { Button } from '../components/ui.tsx';
import { clearIdleFlag, IDLE_FLAG_KEY } from '../lib/idle.ts';
import { useGetAuthStatusQuery, useSignOutMutation } from '../api/endpoints/auth.ts';

/** The warning shows this long before the limit. */
export const IDLE_WARNING_SECONDS = 60;
const CHECK_EVERY_MS = 5_000;
/** Activity refreshes the server session at most this often. */
const PING_EVERY_MS = 60_000;

export default function IdleTimeout({ idleSeconds }: { idleSeconds: number }) {
  const { refetch } = useGetAuthStatusQuery();
  const [logout] = useSignOutMutation();
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [warning, setWarning] = useState(false);

  // Signed in again: the sign-in page no longer explains the last time-out.
  useEffect(clearIdleFlag, []);

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (Date.now() - lastPing.current > PING_EVERY_MS) {
        lastPing.current = Date.now();
        void refetch();
      }
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      const idle = (Date.now() - lastActivity.current) / 1000;
      if (idle >= idleSeconds) {
        window.clearInterval(timer);
        try {
          localStorage.setItem(IDLE_FLAG_KEY, 'true');
        } catch {
          // Without storage the sign-in page simply shows no explanation.
        }
        void logout().finally(() => window.location.assign(loginUrl(window.location.pathname + window.location.search)));
      } else {
        setWarning(idle >= idleSeconds - IDLE_WARNING_SECONDS);
      }
    }, CHECK_EVERY_MS);
    return () => {
      for (const e of events) window.removeEventListener(e, onActivity);
      window.clearInterval(timer);
    };
  }, [idleSeconds, logout, refetch]);

  const stay = () => {
    lastActivity.current = Date.now();
    lastPing.current = Date.now();
    setWarning(false);
    void refetch();
  };
  return (
    <Dialog open={warning} title={<Trans>Your session is about to time out</Trans>} onClose={stay}>
      <p>
        <Trans>You have been inactive for a while. For your security you will be signed out in less than a minute.</Trans>
      </p>
      <DialogActions>
        <Button type="button" onClick={stay} autoFocus>
          <Trans>Stay signed in</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
