/** Header the web adapter sends: the server then keeps the session in an HttpOnly cookie. */
export const WEB_CLIENT_HEADER = 'x-bo-client';
export const WEB_CLIENT_VALUE = 'web';
export const SESSION_COOKIE = 'bo_session';
