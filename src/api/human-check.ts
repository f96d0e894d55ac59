// The human-verification challenge (spec §4: "A status 412 on any call opens the human-
// verification challenge with the bot-block properties"). The base query asks, the dialog
// answers with an ALTCHA solution (or null when the person gives up); one question at a time.
import { useSyncExternalStore } from 'react';

export interface BotBlock {
  appId: string;
  jsClientSrc: string;
  firstPartyEnabled: boolean;
  vid: string;
  uuid: string;
  hostUrl: string;
  blockScript: string;
}

interface Pending {
  block: BotBlock;
  resolve: (payload: string | null) => void;
}

let pending: Pending | null = null;
let question: Promise<string | null> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Opens the challenge (or joins the one already open) and resolves with the solution payload. */
export function askHuman(block: BotBlock): Promise<string | null> {
  question ??= new Promise<string | null>((resolve) => {
    pending = {
      block,
      resolve: (payload) => {
        pending = null;
        question = null;
        notify();
        resolve(payload);
      },
    };
    notify();
  });
  return question;
}

export function useHumanCheck(): Pending | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
