// What a page reads first, declared by the page itself (`export const startUpData`): start-up
// fetches it as soon as the page's code is here, and the first render waits for it, so the page
// renders once with its data instead of a second time, synchronously, when it arrives during the
// first render (issue 27: the apps page's blocking time).
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

export type StartUpDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Starts the page's first calls; settles when they have answered (a failure is the page's to show). */
export type StartUpData = (dispatch: StartUpDispatch) => PromiseLike<unknown>;
