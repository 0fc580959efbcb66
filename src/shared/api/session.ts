/** Header the web adapter sends: the server then keeps the session in an HttpOnly cookie. */
export const WEB_CLIENT_HEADER = 'x-bo-client';
export const WEB_CLIENT_VALUE = 'web';
export const SESSION_COOKIE = 'bo_session';

/**
 * A known device's token (OWASP "device cookie"): the web client gets it in this HttpOnly
 * cookie, bearer clients (the desktop's main process) in the login answer, and send it back
 * in the header on later sign-ins, so a throttled account still opens from their device.
 */
export const DEVICE_COOKIE = 'bo_device';
export const DEVICE_HEADER = 'x-bo-device';
