/**
 * Resolves in a task of its own, queued behind the current one (a message, which no timer clamps). A press
 * awaits it before work its own task need not do, so no single task does it all: a call is built and sent
 * (the fetch, the session's checks and writes) after the busy button is drawn, a next screen is drawn
 * after the press is handled.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Starts `work` that nothing on screen waits for (a refresh of the patient) in a task of its own, not the current one. */
export const inNextTask = (work: () => unknown): void => {
  void nextTask().then(work);
};
