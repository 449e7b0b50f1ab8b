/*
 * The typed client of the move service: `import { MoveServiceClient } from
 * 'board-game-move-client'`. Runs in browsers and in Node (fetch); packages/client packs it.
 */
export { MoveServiceClient, ServiceError, type AnswerOf, type ClientOptions, type FaultCode, type GameId, type GameInfo, type Problem, type ProgressOf, type RequestOf, type SearchCallOptions } from './client.js';
export { readEvents, streamedAnswer, type ServerSentEvent } from './event-stream.js';
export { API_VERSION, type components, type paths } from './api-types.js';
export { ContractVersionError } from './contract-version.js';
