/**
 * How the registration's stores are made observable. Their fields hold values that are replaced whole (the
 * domain's states, the server's answers), never changed in place, so observing each field's reference is
 * enough: deep observables would convert every answer (the questions, the steps state, the catalogue)
 * into proxies again on each screen, in the task that draws it.
 */
export const STORE_OPTIONS = { autoBind: true, deep: false } as const;
