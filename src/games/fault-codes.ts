/**
 * What kind of fault an `errors[]` entry reports, for a client to switch on; `reason` says it in
 * words for a person. The one list: openapi.yaml's enum and the typed client's union are generated
 * from it, so a code added here is documented and typed without a second edit.
 */
export const FAULT_CODES = {
  'invalid-json': 'the body does not parse as JSON',
  'invalid-http': 'the request itself is malformed: no Host header, a URL not percent-encoded, a body that does not decode',
  unauthorized: 'the API key is missing or unknown',
  'unknown-game': 'no game has this id',
  required: 'a field that must be given is missing',
  'wrong-type': 'a value of the wrong JSON type',
  'unknown-key': 'a field the schema does not have',
  'invalid-value': 'a value that is none of those allowed',
  'out-of-range': 'a number, or a length, outside its bounds',
  'bad-format': 'a text or a grid that does not follow its notation: a move, a cell, a board row',
  inconsistent: 'two fields that say different things: a move and its notation, levels and board, a colour to move',
  'impossible-position': 'a board no game of these rules reaches',
  'illegal-move': 'a move the rules forbid in its position',
  'game-over': 'a move after the game has ended',
} as const;

export type FaultCode = keyof typeof FAULT_CODES;

/** Every code, for a schema's enum. */
export function faultCodes(): [FaultCode, ...FaultCode[]] {
  // Object.keys types the keys of a literal object as plain strings.
  return Object.keys(FAULT_CODES) as [FaultCode, ...FaultCode[]];
}
