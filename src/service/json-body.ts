import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { checkMovesLength, schemaProblem } from './bounded-input.js';
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

/**
 * The body as the schema reads it, or a 400 naming the fields at fault (the first few of them).
 * `maxMoves` is the game's limit on `position.moves`, checked first.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown, maxMoves: number): z.output<T> {
  checkMovesLength(body, maxMoves);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw schemaProblem(zodErrors(parsed.error));
  return parsed.data;
}
