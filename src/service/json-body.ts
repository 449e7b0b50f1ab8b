import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { Problem, zodErrors } from './problem.js';

const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * Reads a JSON body of at most `limit`. A body of another type is a 415 rather than a silently
 * empty body; a missing or empty body reaches the schema, which names what is missing.
 */
export function jsonBody(limit: string): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    const empty = req.headers['content-length'] === '0';
    if (!empty && req.is(JSON_TYPES) === false) {
      next(new Problem('unsupported-media-type', `Content-Type ${req.get('content-type') ?? '(none)'} is not JSON; send application/json`));
    } else next();
  };
  return [requireJson, express.json({ limit, type: JSON_TYPES })];
}

/** The body as the schema reads it, or a 400 naming every field at fault. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Problem('invalid-request', 'the body does not match the schema', zodErrors(parsed.error));
  return parsed.data;
}
