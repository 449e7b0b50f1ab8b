import cors from 'cors';
import type { RequestHandler } from 'express';
import { API_VERSION_HEADER } from './api-version.js';

/** How long a browser may reuse a preflight's answer: a day. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * Cross-origin access for web pages (CORS_ORIGINS): the listed origins, or any. A preflight is
 * answered 204 with the methods and headers a client sends (JSON bodies, an API key in
 * Authorization, Accept for event streams); the request id and Retry-After are readable by the
 * page. A refused origin gets no Access-Control-Allow-Origin, so its browser blocks the answer.
 * Mounted before client identification, so a preflight never needs an API key.
 */
export function crossOrigin(origins: '*' | string[]): RequestHandler {
  return cors({
    origin: origins === '*' ? '*' : origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'RateLimit', 'RateLimit-Policy', API_VERSION_HEADER],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    optionsSuccessStatus: 204,
  });
}

/** API answers may be read by pages of other origins (helmet's default, same-origin, would forbid it). */
export const crossOriginResources: RequestHandler = (_req, res, next) => {
  res.set('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};
