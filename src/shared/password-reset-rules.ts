// A forgotten password is reset with a code sent by SMS. Its rules, shared by the server and the
// web page (which says them in words); kept apart from the schemas so the page loads without zod.

export const RESET_CODE_DIGITS = 6;
export const RESET_CODE_TTL_MINUTES = 10;
/** Wrong tries a code takes before it stops working. */
export const RESET_CODE_MAX_TRIES = 5;
/** A number may ask for a code once in this many seconds... */
export const RESET_CODE_RESEND_SECONDS = 60;
/** ...and this many times an hour. */
export const RESET_CODES_PER_HOUR = 5;
