/**
 * The widest window, in CSS pixels, that gets the phone layout; Infima switches its layouts at this width
 * too (its stylesheet hardcodes the same value, as `max-width: 996px`).
 */
export const DESKTOP_BREAKPOINT = 996;

/** Whether this window gets the phone layout (in the browser only). */
export const hasPhoneLayout = (): boolean => window.innerWidth <= DESKTOP_BREAKPOINT;
