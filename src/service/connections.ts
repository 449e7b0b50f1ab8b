import type { Server, ServerOptions } from 'node:http';
import type { GameRegistry } from '../games/registry.js';
import { guardAddresses, type AddressLimits } from './address-guard.js';
import { budgetConnections } from './connection-budget.js';
import { longestSearchMs } from './search-bound.js';

/**
 * How long a connection may take over each part of a request, and how many may be open: Node's
 * defaults let a half-sent body hold a connection for five minutes and never cap connections.
 */
export interface ConnectionLimits {
  /** The whole header block must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request must arrive within this; above the longest search, so no answer is cut. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those timeouts (its default is 30 s). */
  checkIntervalMs: number;
  /** Connections open at once (MAX_CONNECTIONS), a share kept for new addresses (connection-budget.ts). */
  maxConnections: number;
  /** Each address's share of them (ADDRESS_MAX_CONNECTIONS), so one host cannot take them all. */
  address: AddressLimits;
}

/**
 * Connections still sending their first headers that one address may hold: a client opens a few at
 * once (a browser 6), and a handful of slowloris connections from one host cannot crowd anyone out.
 */
const PENDING_PER_ADDRESS = 8;
/** Time for a new connection's request head: a client sends it as soon as it has connected. */
const FIRST_HEADERS_MS = 3_000;

/** Over the longest search a game allows, the time to read a 100 KB body on a slow link. */
const REQUEST_MARGIN_MS = 10_000;

/** The limits for a service offering these games. */
export function connectionLimits(registry: GameRegistry, maxConnections: number, addressMaxConnections = 0): ConnectionLimits {
  return {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: longestSearchMs(registry) + REQUEST_MARGIN_MS,
    // Above the 2-4 s a browser or client library keeps a connection before reusing it, under the
    // 60 s of common load balancers' idle timeouts (which then close first, never mid-request here).
    keepAliveTimeoutMs: 5_000,
    checkIntervalMs: 1_000,
    maxConnections,
    address: {
      maxConnections: addressMaxConnections,
      maxPending: Math.min(PENDING_PER_ADDRESS, addressMaxConnections),
      firstHeadersTimeoutMs: FIRST_HEADERS_MS,
    },
  };
}

/** The options Node's createServer takes for these limits. */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/** What createServer's options do not cover. */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  // First: the budget counts only the connections the guard lets in.
  guardAddresses(server, limits.address);
  budgetConnections(server, limits.maxConnections);
}
