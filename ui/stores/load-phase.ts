/** How a store's async load stands: the one phase every store's load goes through. */
export type LoadPhase = 'idle' | 'loading' | 'ready' | 'error';
