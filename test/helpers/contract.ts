/** Collects every exchange of the suite so contract checks can validate them (see contract.test.ts). */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

const exchanges: Exchange[] = [];

export function recordExchange(method: string, url: string, status: number, body: unknown): void {
  exchanges.push({ method, url, status, body });
}

export function recordedExchanges(): readonly Exchange[] {
  return exchanges;
}
