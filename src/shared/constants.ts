/** Spec §9: business constants shared by server and web. */
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;
/** No session lives longer than this, active or not. */
export const ABSOLUTE_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SIGN_IN_TIMEOUT_MS = 30 * 1000;
export const SUBSCRIPTION_RECHECK_MS = 60 * 1000;
export const POST_VERIFICATION_COUNTDOWN_S = 5;
export const VERIFIED_NOTICE_MS = 10 * 1000;
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_S = 60 * 60;
export const MFA_CODE_LENGTH = 6;
export const SIGN_IN_TOAST_MS = 1000;
export const ACCOUNT_CREATED_TOAST_MS = 5000;

/** Requests the app makes on its own (polling) carry this header and do not count as activity. */
export const BACKGROUND_REQUEST_HEADER = 'X-Nido-Background';
