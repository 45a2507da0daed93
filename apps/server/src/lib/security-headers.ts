import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { Config } from "../config.ts";

/** Razorpay Standard Checkout's script and its payment frame; allowed only when Razorpay is configured. */
const RAZORPAY_SCRIPT = "https://checkout.razorpay.com";
const RAZORPAY_FRAMES = ["https://api.razorpay.com", "https://checkout.razorpay.com"];

/** CSP and friends on every response, API and pages alike. */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const razorpay = Boolean(config.RAZORPAY_KEY_ID);
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? [RAZORPAY_SCRIPT] : [])],
        frameSrc: razorpay ? RAZORPAY_FRAMES : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}
