import type { Caller } from '../contract/operation-router';
import { HttpError } from './http-error';

/** The caller of a secured operation; the router guarantees it, this makes the guarantee explicit. */
export const requireCaller = (caller: Caller | null): Caller => {
  if (!caller) throw new HttpError(401, 'Missing bearer token');
  return caller;
};
