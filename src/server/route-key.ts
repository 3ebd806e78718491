/** `METHOD /path/{}/...`: a route of the service or an operation of a reference, parameters as `{}`. */
export function routeKey(method: string, template: string): string {
  const path = template.replace(/^\/v1(?=\/)/, '').replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, '{}');
  return `${method.toUpperCase()} ${path}`;
}
