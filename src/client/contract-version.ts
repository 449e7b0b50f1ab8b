import { API_VERSION } from './api-types.js';

/**
 * The service speaks another version of the contract than the one this client was built for, so
 * its answers may not have the shapes the client's types promise: failing on the first answer says
 * so, where reading on would fail later on a missing or renamed field.
 */
export class ContractVersionError extends Error {
  /** The version this client was built for. */
  readonly expected = API_VERSION;

  constructor(
    /** The version the service's `API-Version` header named. */
    readonly received: string,
    /** The service's base URL, which serves its own client at /client.tgz. */
    base: string,
  ) {
    super(
      `this client was built for version ${API_VERSION} of the move service's contract, but ${base} speaks version ${received}: ` +
        `install the client it serves, npm install ${base}/client.tgz`,
    );
    this.name = 'ContractVersionError';
  }
}

/** Throws when an answer's `API-Version` names another contract; an answer without one (a proxy's, say) is let through. */
export function checkContract(res: Response, base: string): void {
  const received = res.headers.get('api-version');
  if (received !== null && received !== API_VERSION) throw new ContractVersionError(received, base);
}
