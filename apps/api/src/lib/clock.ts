/** The app reads time only through this, so tests can move it (lock-out, session expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
