/** Call-to-action links share the primary button's surface (the dimmed brand gradient keeps white text AA). */
export const ctaSurface = "bg-brand-gradient text-white";
