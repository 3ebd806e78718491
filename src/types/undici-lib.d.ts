// The two undici modules the HTTP transport loads directly (undici's index pulls in fetch,
// websockets, caches and more, which costs tens of milliseconds at every start).
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';
  const AgentClass: typeof Agent;
  export default AgentClass;
}
declare module 'undici/lib/api/api-request.js' {
  const request: (this: unknown, opts: unknown, callback?: unknown) => Promise<unknown>;
  export default request;
}
declare module 'undici/lib/core/connect.js' {
  import type { buildConnector } from 'undici';
  const build: typeof buildConnector;
  export default build;
}
