import type { RequestHandler } from 'express';

/**
 * The contract's version, apart from the release's (package.json): it changes when an answer or a
 * request changes shape in a way an existing client could misread (a field removed, renamed or given
 * a new meaning); new optional fields and new routes keep it. A client sees it as openapi.yaml's
 * `info.version` and as the `API-Version` header of every /v1 answer. Cached results carry it in
 * their key, so a store shared with older instances never serves an answer in the old shape.
 *
 * 2: scores lost `unit` (named once per evaluation in GameInfo) and gained `mate`; progress events
 * carry `multipv`, one per analysed line; `validate` gives `move` as a move object; problem `type`s
 * are URIs.
 * 3: a decided position's score (Amazons once separated) has `outcome` and `margin`, and its
 * `value` is the margin within the evaluation's scale, where 2 added an offset of 400,000.
 */
export const API_VERSION = '3';

export const API_VERSION_HEADER = 'API-Version';

/** Stamps every /v1 answer, errors included, with the contract's version. */
export const stampApiVersion: RequestHandler = (_req, res, next) => {
  res.set(API_VERSION_HEADER, API_VERSION);
  next();
};
